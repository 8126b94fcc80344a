import { Button as AriaButton, composeRenderProps } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './IconButton.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<AriaButtonProps, 'children'> {
  /** The icon shown; the button's name comes from `aria-label`. */
  icon: IconName;
  /** Accessible name, required because the button shows no text. */
  'aria-label': string;
}

/**
 * A square button that shows only an icon.
 * @selector [data-hovered], [data-pressed], [data-disabled], [data-focus-visible]
 */
export function IconButton({ icon, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.iconButton, userClassName),
      )}
    >
      <Icon name={icon} />
    </AriaButton>
  );
}
