import type { Invitation, TeamMember, TranslateFunction } from '@telemed/domain';
import { Alert, Button, Dialog, Form } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import { patientDraftMachine } from '../../machines/patientDraft/patientDraftMachine';
import { patientDraftActors } from '../../machines/patientDraft/patientDraftServices';
import type { PatientDraftServices } from '../../machines/patientDraft/patientDraftServices';
import { failureFeedback, failureText } from '../../validation/failureFeedback';
import type { DescribeFailure } from '../../validation/failureFeedback';
import { PATIENT_FORM_FIELDS, PatientFields } from './PatientFields';

/** How saving the record ended. */
export type PatientSaveOutcome =
  | { kind: 'created'; patient: TeamMember }
  /** The email already had an account: the person was invited to join as a patient. */
  | { kind: 'invited'; invitation: Invitation }
  | { kind: 'updated' }
  | { kind: 'unchanged' };

/** Props of {@link PatientFormDialog}. */
export interface PatientFormDialogProps {
  /** The clinic of the patient. */
  teamId: string;
  /** The record to edit; without it the dialog adds a new patient. */
  patient?: TeamMember;
  /** The calls the form makes. */
  services: PatientDraftServices;
  /**
   * What a failure says above the form when it has no field to show beside.
   * @default the domain catalogue's text, or the server's message
   */
  describeFailure?: DescribeFailure;
  /** Called once the record is saved (or an edit changed nothing); the app closes the dialog. */
  onSaved(outcome: PatientSaveOutcome): void;
  /** Called when a save fails; the dialog stays open with the server's answer. */
  onSaveFailed?(error: unknown): void;
}

/**
 * The dialog of a patient's record, adding one or editing one, driven by
 * {@link patientDraftMachine}: every field with the client rules of the catalogue, the server's
 * answers beside their fields (or above the form for the rest), Cancel and the submit in the
 * footer. Mount it per opening (inside a `Modal`), so the form starts from the record as it is.
 *
 * @example
 * <Modal isOpen={open} onOpenChange={setOpen} size="large">
 *   <PatientFormDialog teamId={teamId} services={services} onSaved={close} />
 * </Modal>
 */
export function PatientFormDialog({
  teamId,
  patient,
  services,
  describeFailure,
  onSaved,
  onSaveFailed,
}: PatientFormDialogProps) {
  const { t } = useFormsTranslation();
  const formId = useId();
  const mode = patient ? 'edit' : 'create';
  const strings = patient ? 'patient.edit' : 'patient.add';
  const [machine] = useState(() =>
    patientDraftMachine.provide({ actors: patientDraftActors(services) }),
  );
  const actorRef = useActorRef(machine, {
    input: patient ? { teamId, mode: 'edit', patient } : { teamId, mode: 'create' },
  });
  const draft = useSelector(actorRef, (snapshot) => snapshot.context.draft);
  const physicians = useSelector(actorRef, (snapshot) => snapshot.context.physicians);
  const saveError = useSelector(actorRef, (snapshot) => snapshot.context.saveError);
  const isBusy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));

  const saved = useEffectEvent((outcome: PatientSaveOutcome) => onSaved(outcome));
  const failed = useEffectEvent((error: unknown) => onSaveFailed?.(error));
  useEffect(() => {
    const subscriptions = [
      actorRef.on('patient.created', (event) => saved({ kind: 'created', patient: event.patient })),
      actorRef.on('patient.invited', (event) =>
        saved({ kind: 'invited', invitation: event.invitation }),
      ),
      actorRef.on('patient.updated', () => saved({ kind: 'updated' })),
      actorRef.on('patient.unchanged', () => saved({ kind: 'unchanged' })),
      actorRef.on('patient.saveFailed', (event) => failed(event.error)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const translate: TranslateFunction = (key, options) => t(key, options);
  const describe = describeFailure ?? ((error: unknown) => failureText(error, translate));
  const { formError } = failureFeedback(saveError, PATIENT_FORM_FIELDS, translate, describe);
  // One object per failure: react-aria's Form shows a new `validationErrors` object again on
  // fields the user has already corrected, which would block the next submit.
  const fieldErrors = useMemo(
    () =>
      failureFeedback(
        saveError,
        PATIENT_FORM_FIELDS,
        (key, options) => t(key, options),
        () => '',
      ).fieldErrors,
    [saveError, t],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'form.submit' });
  };
  return (
    <Dialog
      title={t(`${strings}.title`)}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={isBusy}>
            {t(`${strings}.cancel`)}
          </Button>
          <Button type="submit" form={formId} isPending={isBusy}>
            {t(`${strings}.submit`)}
          </Button>
        </div>
      )}
    >
      <Form id={formId} onSubmit={submit} validationErrors={fieldErrors}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <PatientFields
          draft={draft}
          onChange={(change) => actorRef.send({ type: 'field.change', change })}
          fieldErrors={fieldErrors}
          physicians={physicians}
          mode={mode}
        />
      </Form>
    </Dialog>
  );
}
