import { Alert, Form } from '@telemed/ui';
import type { FormEvent, ReactNode } from 'react';
import { useServerFeedback } from './useServerFeedback';

export interface ServerFeedbackFormProps {
  /** The form's id, for a submit button outside it (a dialog's footer). */
  id?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The error of the last submit, if it failed. */
  error: unknown;
  /** The fields of the form, whose server errors show under them; the rest show above the form. */
  fieldNames: readonly string[];
  /** Shown above the failure, such as what the form is for. */
  intro?: ReactNode;
  /** Follows the failure message, such as the way to ask for a new link. */
  errorAction?: ReactNode;
  children: ReactNode;
}

/** A form that shows the server's answer to a failed submit: under the fields and above them. */
export function ServerFeedbackForm({
  id,
  onSubmit,
  error,
  fieldNames,
  intro,
  errorAction,
  children,
}: ServerFeedbackFormProps) {
  const { fieldErrors, formError } = useServerFeedback(error, fieldNames);
  return (
    <Form id={id} onSubmit={onSubmit} validationErrors={fieldErrors}>
      {intro}
      {formError && (
        <Alert tone="error">
          {formError}
          {errorAction && <> {errorAction}</>}
        </Alert>
      )}
      {children}
    </Form>
  );
}
