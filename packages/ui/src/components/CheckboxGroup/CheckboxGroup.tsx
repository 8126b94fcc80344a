import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import type { CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldGroupFrame, fieldGroupClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>, FieldTextProps {
  /** `Checkbox`es with a `value` each. */
  children: ReactNode;
}

/**
 * Several checkboxes answering one question (e.g. the consents of registration); its value is
 * the list of checked values.
 * @selector [data-invalid], [data-disabled], [data-required]
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldGroupClassName(className)}>
      <FieldGroupFrame label={label} description={description} errorMessage={errorMessage}>
        {children}
      </FieldGroupFrame>
    </AriaCheckboxGroup>
  );
}
