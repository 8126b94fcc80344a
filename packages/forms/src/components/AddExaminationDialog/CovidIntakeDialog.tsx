import { Button, Dialog, Form } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CovidQuestionnaire } from '../../covidIntake/CovidQuestionnaire';
import { CovidStatements } from '../../covidIntake/CovidStatements';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import {
  isCovidIntakeChanged,
  shownCovidIntakeIssues,
} from '../../machines/covidIntake/covidIntakeMachine';
import type { covidIntakeMachine } from '../../machines/covidIntake/covidIntakeMachine';
import * as styles from './AddExaminationDialog.css';

/** Props of {@link CovidIntakeDialog}. */
export interface CovidIntakeDialogProps {
  /** The intake the add-examination machine runs for a COVID examination. */
  intakeRef: ActorRefFrom<typeof covidIntakeMachine>;
  timeZone: string;
  /** Called when saving fails; the questionnaire stays open with the server's messages. */
  onSaveFailed(error: unknown): void;
}

/**
 * The add-examination modal's COVID flow (platform-core §2): the statement list, then the
 * questionnaire with the after-rest choice; Save is offered while nothing shown is wrong and
 * something was answered, and pressing it with answers missing shows them. Back returns to the
 * examination's form (patient, range, Recognition) with the answers kept.
 */
export function CovidIntakeDialog({ intakeRef, timeZone, onSaveFailed }: CovidIntakeDialogProps) {
  const { t } = useFormsTranslation();
  const context = useSelector(intakeRef, (snapshot) => snapshot.context);
  const isStatements = useSelector(intakeRef, (snapshot) => snapshot.hasTag('statements'));
  const isBusy = useSelector(intakeRef, (snapshot) => snapshot.hasTag('busy'));
  const isAwaitingDecision = useSelector(intakeRef, (snapshot) =>
    snapshot.hasTag('afterRestDecision'),
  );
  const isExcluded = useSelector(intakeRef, (snapshot) => snapshot.hasTag('excluded'));

  const announceFailure = useEffectEvent((error: unknown) => onSaveFailed(error));
  useEffect(() => {
    const failed = intakeRef.on('examination.saveFailed', (event) => announceFailure(event.error));
    return () => failed.unsubscribe();
  }, [intakeRef]);

  const isSaveDisabled =
    isBusy ||
    isExcluded ||
    isAwaitingDecision ||
    !isCovidIntakeChanged(context) ||
    Object.keys(shownCovidIntakeIssues(context)).length > 0;
  const proceed = () =>
    intakeRef.send({ type: isStatements ? 'statements.confirm' : 'form.submit' });

  return (
    <Dialog
      title={t(isStatements ? 'addExamination.title' : 'covidIntake.questionnaireTitle')}
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={close} isDisabled={isBusy}>
            {t('addExamination.close')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => intakeRef.send({ type: 'intake.back' })}
            isDisabled={isBusy}
          >
            {t('covidIntake.back')}
          </Button>
          {isStatements ? (
            <Button onPress={proceed}>{t('covidIntake.confirmStatements')}</Button>
          ) : (
            <Button onPress={proceed} isPending={isBusy} isDisabled={isSaveDisabled}>
              {t('addExamination.save')}
            </Button>
          )}
        </div>
      )}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSaveDisabled || isStatements) proceed();
        }}
        className={styles.fields}
      >
        {isStatements ? (
          <CovidStatements
            applying={context.applyingStatements}
            onToggle={(statement) => intakeRef.send({ type: 'statement.toggle', statement })}
          />
        ) : (
          <>
            <p className={styles.hint}>{t('covidIntake.saveHint')}</p>
            <CovidQuestionnaire
              context={context}
              isAwaitingDecision={isAwaitingDecision}
              isExcluded={isExcluded}
              isDisabled={isBusy}
              timeZone={timeZone}
              onChange={(name, answer) => intakeRef.send({ type: 'answer.change', name, answer })}
              onContinue={() => intakeRef.send({ type: 'afterRest.continue' })}
              onStop={() => intakeRef.send({ type: 'afterRest.stop' })}
            />
          </>
        )}
      </Form>
    </Dialog>
  );
}
