import { CheckboxGroup as AriaCheckboxGroup, composeRenderProps } from 'react-aria-components';
import type { CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldHelp, FieldLabel } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

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
    <AriaCheckboxGroup
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.group, userClassName),
      )}
    >
      <FieldLabel label={label} />
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
