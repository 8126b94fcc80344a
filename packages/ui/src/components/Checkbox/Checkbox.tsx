import { Checkbox as AriaCheckbox, composeRenderProps } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends AriaCheckboxProps {
  /** The label beside the box (text or elements such as a link to the terms). */
  children?: AriaCheckboxProps['children'];
}

/**
 * A checkbox with its label; Space toggles it.
 * @selector [data-selected], [data-indeterminate], [data-invalid], [data-disabled], [data-focus-visible]
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.checkbox, userClassName),
      )}
    >
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected && !isIndeterminate && <Icon name="check" size={14} strokeWidth={3} />}
            {isIndeterminate && <Icon name="minus" size={14} strokeWidth={3} />}
          </span>
          {label}
        </>
      ))}
    </AriaCheckbox>
  );
}
