import { DOMAIN_NAMESPACE, ERROR_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@telemed/domain';
import type { Qualification } from '@telemed/domain';
import { Alert, Button, Preloader } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import {
  isQualificationChanged,
  offeredQualificationChanges,
  qualificationFormIssues,
  qualificationFormMachine,
} from '../../machines/qualificationForm/qualificationFormMachine';
import { qualificationFormActors } from '../../machines/qualificationForm/qualificationFormServices';
import type { QualificationFormServices } from '../../machines/qualificationForm/qualificationFormServices';
import { QUALIFICATION_FORM_STEPS } from '../../machines/qualificationForm/qualificationFormSteps';
import { QualificationFigures } from './QualificationFigures';
import * as styles from './QualificationForm.css';
import { QualificationStateBadge } from './QualificationStateBadge';
import { QualificationStepFields } from './QualificationStepFields';

/** Props of {@link QualificationForm}. */
export interface QualificationFormProps {
  teamId: string;
  qualificationId: string;
  /** The calls the form makes (`qualificationFormApiServices(client)` in the app). */
  services: QualificationFormServices;
  /** The qualification was saved or changed state: lists showing it may reload. */
  onChanged?: (qualification: Qualification) => void;
}

/**
 * The qualification form (clinical-domain §2, §3, §4), driven by `qualificationFormMachine`:
 * the state and final qualification with a button for each legal transition only, the five
 * steps of recorded fields (the next step opens when the one shown is valid), Save, and on the
 * last step the computed values. A refused state change shows the spec's message 'Error
 * occurred while changing the qualification state.'.
 */
export function QualificationForm({
  teamId,
  qualificationId,
  services,
  onChanged,
}: QualificationFormProps) {
  const { t } = useFormsTranslation();
  const machine = useMemo(
    () => qualificationFormMachine.provide({ actors: qualificationFormActors(services) }),
    [services],
  );
  const actor = useActorRef(machine, { input: { teamId, qualificationId } });
  const snapshot = useSelector(actor, (state) => state);
  const announceChanged = useEffectEvent((qualification: Qualification) =>
    onChanged?.(qualification),
  );
  useEffect(() => {
    const subscriptions = [
      actor.on('qualification.saved', (event) => announceChanged(event.qualification)),
      actor.on('qualification.stateChanged', (event) => announceChanged(event.qualification)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  const { context } = snapshot;
  if (snapshot.hasTag('loading')) return <Preloader />;
  if (snapshot.hasTag('loadFailed') || !context.qualification) {
    return (
      <Alert tone="error">
        {t('qualification.loadFailed')}{' '}
        <Button variant="secondary" onPress={() => actor.send({ type: 'qualification.reload' })}>
          {t('qualification.reload')}
        </Button>
      </Alert>
    );
  }
  const { qualification, draft, stepIndex } = context;
  const busy = snapshot.hasTag('busy');
  const changed = isQualificationChanged(context);
  const offered = offeredQualificationChanges(context);
  const issues = qualificationFormIssues(context);
  const errorOf = (property: string) => {
    const issue = issues[property];
    return issue
      ? t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values })
      : undefined;
  };
  const step = QUALIFICATION_FORM_STEPS[stepIndex] ?? QUALIFICATION_FORM_STEPS[0];
  const isLastStep = stepIndex === QUALIFICATION_FORM_STEPS.length - 1;

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby="qualification-state-heading">
        <h2 id="qualification-state-heading" className={styles.legend}>
          {t('qualification.state')}
        </h2>
        <div className={styles.header}>
          <QualificationStateBadge
            state={qualification.state}
            finalQualification={qualification.finalQualification}
          />
        </div>
        <div className={styles.header} role="group" aria-label={t('qualification.changeState')}>
          {offered.map((change) => (
            <Button
              key={`${change.kind}.${change.transition}`}
              variant={change.transition.startsWith('reject') ? 'danger' : 'secondary'}
              isDisabled={busy}
              onPress={() => actor.send({ type: 'state.change', change })}
            >
              {t(`qualification.transitions.${change.transition}`)}
            </Button>
          ))}
        </div>
        {changed && <p className={styles.hint}>{t('qualification.unsavedHint')}</p>}
        {!changed && offered.length === 0 && (
          <p className={styles.hint}>{t('qualification.noTransitions')}</p>
        )}
        {context.failure === 'stateChange' && (
          <Alert tone="error">
            {t(ERROR_MESSAGE_KEYS.qualificationStateChangeFailed, { ns: DOMAIN_NAMESPACE })}
          </Alert>
        )}
      </section>

      <nav aria-label={t('qualification.stepsLabel')}>
        <ol className={styles.stepList}>
          {QUALIFICATION_FORM_STEPS.map(({ id }, index) => (
            <li key={id}>
              <Button
                variant={index === stepIndex ? 'primary' : 'ghost'}
                size="small"
                aria-current={index === stepIndex ? 'step' : undefined}
                isDisabled={busy}
                onPress={() => actor.send({ type: 'step.goTo', stepIndex: index })}
              >
                {t(`qualification.steps.${id}`)}
              </Button>
            </li>
          ))}
        </ol>
      </nav>

      <form
        className={styles.form}
        aria-label={t(`qualification.steps.${step.id}`)}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.save' });
        }}
      >
        <p className={styles.hint}>
          {t('qualification.step', {
            number: stepIndex + 1,
            count: QUALIFICATION_FORM_STEPS.length,
          })}
        </p>
        <QualificationStepFields
          step={step.id}
          draft={draft}
          errorOf={errorOf}
          isDisabled={busy}
          onChange={(property, value) => actor.send({ type: 'field.change', property, value })}
        />
        {isLastStep && <QualificationFigures figures={qualification.figures} />}
        {context.failure === 'save' && <Alert tone="error">{t('qualification.saveFailed')}</Alert>}
        <div className={layout.actionRow}>
          <Button
            variant="ghost"
            isDisabled={busy || stepIndex === 0}
            onPress={() => actor.send({ type: 'step.previous' })}
          >
            {t('qualification.previous')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={busy || isLastStep}
            onPress={() => actor.send({ type: 'step.next' })}
          >
            {t('qualification.next')}
          </Button>
          <Button type="submit" variant="primary" isPending={snapshot.matches('saving')}>
            {t('qualification.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
