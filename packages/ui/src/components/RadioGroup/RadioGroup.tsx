import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
} from 'react-aria-components';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldGroupFrame, fieldGroupClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio` options. */
  children: ReactNode;
}

/**
 * One choice out of a few visible options; arrow keys move between them.
 * @selector [data-orientation], [data-invalid], [data-disabled], [data-required]
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={fieldGroupClassName(className)}>
      <FieldGroupFrame label={label} description={description} errorMessage={errorMessage}>
        {children}
      </FieldGroupFrame>
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}. */
export type RadioProps = AriaRadioProps;

/**
 * One option of a {@link RadioGroup}.
 * @selector [data-selected], [data-invalid], [data-disabled], [data-focus-visible]
 */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.radio, userClassName),
      )}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {label}
        </>
      ))}
    </AriaRadio>
  );
}
