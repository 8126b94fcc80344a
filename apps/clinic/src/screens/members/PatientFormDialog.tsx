import { Alert, Button, Dialog, Form } from '@telemed/ui';
import type { FormEvent } from 'react';
import { useServerFeedback } from '../../forms/useServerFeedback';
import type { PatientDraft } from './patientDraft';
import { PATIENT_FORM_FIELDS, PatientFields } from './PatientFields';
import * as layout from '../../shell/screenLayout.css';

/** Props of {@link PatientFormDialog}. */
export interface PatientFormDialogProps {
  /** The form's id, naming it for the footer's submit button. */
  formId: string;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  teamId: string;
  draft: PatientDraft;
  onChange: (change: Partial<PatientDraft>) => void;
  onSubmit: () => void;
  isPending: boolean;
  /** The last submit's failure: shown beside its fields, or above the form. */
  error: unknown;
  mode: 'create' | 'edit';
}

/**
 * The dialog of a patient's record, adding one or editing one: every field, the server's
 * answers beside their fields (or above the form for the rest), Cancel and the submit in the
 * footer.
 */
export function PatientFormDialog({
  formId,
  title,
  submitLabel,
  cancelLabel,
  teamId,
  draft,
  onChange,
  onSubmit,
  isPending,
  error,
  mode,
}: PatientFormDialogProps) {
  const { fieldErrors, formError } = useServerFeedback(error, PATIENT_FORM_FIELDS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      title={title}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            {submitLabel}
          </Button>
        </div>
      )}
    >
      <Form id={formId} onSubmit={submit} validationErrors={fieldErrors}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <PatientFields
          teamId={teamId}
          draft={draft}
          onChange={onChange}
          fieldErrors={fieldErrors}
          mode={mode}
        />
      </Form>
    </Dialog>
  );
}
