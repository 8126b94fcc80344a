import { FieldError, Label, Text, composeRenderProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
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

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps extends FieldTextProps, Pick<FieldLabelProps, 'hiddenSuffix'> {
  /** The control: an input, its frame, or a group's options. */
  children: ReactNode;
}

/** The label above a field's control, and its description and error message below it. */
export function FieldFrame({
  label,
  hiddenSuffix,
  description,
  errorMessage,
  children,
}: FieldFrameProps) {
  return (
    <>
      <FieldLabel label={label} hiddenSuffix={hiddenSuffix} />
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}

/** Props of {@link FieldGroupFrame}. */
export interface FieldGroupFrameProps extends FieldTextProps {
  /** The group's `Checkbox`es or `Radio`s. */
  children: ReactNode;
}

/**
 * The frame of a checkbox or radio group: its label, its options (stacked, or in a wrapping row
 * where the group is horizontal) and its help text. The group takes {@link fieldGroupClassName}.
 */
export function FieldGroupFrame({ children, ...textProps }: FieldGroupFrameProps) {
  return (
    <FieldFrame {...textProps}>
      <div className={styles.groupOptions}>{children}</div>
    </FieldFrame>
  );
}

/** The class of a field's react-aria root, before the caller's own `className`. */
export function fieldClassName<RenderProps>(
  className: string | ((renderProps: RenderProps) => string) | undefined,
) {
  return composeRenderProps(className, (userClassName) =>
    joinClassNames(styles.field, userClassName),
  );
}

/** The class of a checkbox or radio group's react-aria root, before the caller's own `className`. */
export function fieldGroupClassName<RenderProps>(
  className: string | ((renderProps: RenderProps) => string) | undefined,
) {
  return composeRenderProps(className, (userClassName) =>
    joinClassNames(styles.group, userClassName),
  );
}
