import {
  COVID_EXCLUSION_STATEMENTS,
  COVID_STATEMENT_KEYS,
  DOMAIN_NAMESPACE,
} from '@telemed/domain';
import type { CovidExclusionStatement } from '@telemed/domain';
import { Checkbox, CheckboxGroup } from '@telemed/ui';
import { useFormsTranslation } from '../i18n/useFormsTranslation';

/** Props of {@link CovidStatements}. */
export interface CovidStatementsProps {
  /** The statements ticked as applying to the patient. */
  applying: readonly CovidExclusionStatement[];
  onToggle: (statement: CovidExclusionStatement) => void;
}

/**
 * The statement list of the COVID intake (clinical-domain §5): the clinician ticks each one that
 * applies; confirming with none ticked opens the questionnaire, any one excludes the patient.
 */
export function CovidStatements({ applying, onToggle }: CovidStatementsProps) {
  const { t } = useFormsTranslation();
  return (
    <CheckboxGroup
      name="covidStatements"
      label={t('covidIntake.statementsTitle')}
      description={t('covidIntake.statementsHint')}
      value={[...applying]}
      onChange={(ticked) => {
        // react-aria reports the whole list: the one statement that changed is the difference.
        const changed = COVID_EXCLUSION_STATEMENTS.find(
          (statement) => ticked.includes(statement) !== applying.includes(statement),
        );
        if (changed) onToggle(changed);
      }}
    >
      {COVID_EXCLUSION_STATEMENTS.map((statement) => (
        <Checkbox key={statement} value={statement}>
          {t(COVID_STATEMENT_KEYS[statement], { ns: DOMAIN_NAMESPACE })}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
