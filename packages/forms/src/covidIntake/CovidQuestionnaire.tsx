import { DOMAIN_NAMESPACE, VALIDATION_MESSAGE_KEYS } from '@telemed/domain';
import { Alert, Button } from '@telemed/ui';
import { useFormsTranslation } from '../i18n/useFormsTranslation';
import * as layout from '../layout/formLayout.css';
import type { CovidFieldIssue } from '../machines/covidIntake/covidIntakeIssues';
import { shownCovidIntakeIssues } from '../machines/covidIntake/covidIntakeMachine';
import type { CovidAnswer, CovidIntakeContext } from '../machines/covidIntake/covidIntakeMachine';
import { CovidField } from './CovidField';
import * as styles from './CovidQuestionnaire.css';
import { shownCovidSections } from './covidIntakeLayout';

/** Props of {@link CovidQuestionnaire}. */
export interface CovidQuestionnaireProps {
  /** What the intake machine holds: the answers and their problems. */
  context: CovidIntakeContext;
  /** The after-rest values need Stop or Continue. */
  isAwaitingDecision: boolean;
  /** The after-rest values break the limits: EXAM_WARNING_PATIENT_EXCLUDED. */
  isExcluded: boolean;
  isDisabled: boolean;
  timeZone: string;
  onChange: (name: string, answer: CovidAnswer) => void;
  onContinue: () => void;
  onStop: () => void;
}

/**
 * The COVID questionnaire (platform-core §5) in titled sections, the fields the answers call for
 * with the intake's messages under them; after rest, the Stop / Continue choice or the
 * exclusion warning.
 */
export function CovidQuestionnaire({
  context,
  isAwaitingDecision,
  isExcluded,
  isDisabled,
  timeZone,
  onChange,
  onContinue,
  onStop,
}: CovidQuestionnaireProps) {
  const { t } = useFormsTranslation();
  const issues = shownCovidIntakeIssues(context);
  // first_symptoms_date keeps the server's own words (platform-core §5); the rest are the
  // domain's messages in the current language.
  const messageOf = (issue: CovidFieldIssue | undefined) =>
    issue &&
    (issue.serverText ??
      t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values }));
  return (
    <div className={styles.sections}>
      {shownCovidSections(context.answers).map((section) => (
        <fieldset key={section.id} className={styles.section} disabled={isDisabled}>
          <legend className={styles.legend}>{t(`covidIntake.sections.${section.id}`)}</legend>
          <div className={layout.fieldGrid}>
            {section.fields.map((field) => (
              <CovidField
                key={field.name}
                field={field}
                value={context.answers[field.name]}
                onChange={(answer) => onChange(field.name, answer)}
                errorMessage={messageOf(issues[`questionnaire.${field.name}`])}
                now={context.input.now}
                timeZone={timeZone}
                isDisabled={isDisabled}
              />
            ))}
          </div>
          {section.id === 'afterRest' && isAwaitingDecision && (
            <>
              <Alert tone="warning">{t('covidIntake.afterRestPrompt')}</Alert>
              <div className={layout.actionRow}>
                <Button variant="secondary" onPress={onStop}>
                  {t('covidIntake.stop')}
                </Button>
                <Button onPress={onContinue}>{t('covidIntake.continue')}</Button>
              </div>
            </>
          )}
          {section.id === 'afterRest' && isExcluded && (
            <Alert tone="error">
              {t(VALIDATION_MESSAGE_KEYS.patientExcluded, { ns: DOMAIN_NAMESPACE })}
            </Alert>
          )}
        </fieldset>
      ))}
    </div>
  );
}
