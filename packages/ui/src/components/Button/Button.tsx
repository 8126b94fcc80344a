import { Button as AriaButton, composeRenderProps } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { Ref } from 'react';
import { joinClassNames } from '../../layout/joinClassNames';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends AriaButtonProps {
  /**
   * Visual weight: `primary` for the main action of a view, `danger` for destructive actions.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** The button element, e.g. to give it focus when the control that had it goes away. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A push button. `isPending` shows a spinner, keeps focus and announces progress while ignoring
 * presses (react-aria's pending state).
 * @selector [data-pending] while pending; [data-disabled], [data-hovered], [data-pressed], [data-focus-visible]
 */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.button({ variant, size }), userClassName),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={isPending ? styles.hiddenLabel : styles.label}>{content}</span>
          {isPending && <Spinner size="small" className={styles.pendingSpinner} />}
        </>
      ))}
    </AriaButton>
  );
}
