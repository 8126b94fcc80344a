import { FieldError, Label, Text } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';
import * as styles from './Field.css';

/** Error message of a field: fixed text, or computed from react-aria's validation state. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Props every labelled form field of the design system shares. */
export interface FieldTextProps {
  /** Visible label; also the accessible name. */
  label?: string;
  /** Help text under the field, linked with aria-describedby. */
  description?: string;
  /**
   * Shown when the field is invalid (`isInvalid`, native constraints or server errors passed to
   * `Form`'s `validationErrors`). Without it the validation messages themselves are shown.
   */
  errorMessage?: FieldErrorMessage;
}

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps extends Pick<FieldTextProps, 'label'> {
  /** Read by screen readers after the label but not shown, e.g. a unit the field shows elsewhere. */
  hiddenSuffix?: string;
}

/** The visible label of a field, wired to the control by react-aria. */
export function FieldLabel({ label, hiddenSuffix }: FieldLabelProps) {
  if (!label) return null;
  return (
    <Label className={styles.label}>
      {label}
      {hiddenSuffix && <span className={styles.visuallyHidden}> ({hiddenSuffix})</span>}
    </Label>
  );
}

/**
 * The description and error message of a field. The error shows only while the field is
 * invalid; react-aria links both to the control with aria-describedby.
 */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
    </>
  );
}
