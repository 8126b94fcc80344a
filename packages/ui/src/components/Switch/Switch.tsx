import { Switch as AriaSwitch, composeRenderProps } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Switch.css';

/** Props of {@link Switch}. */
export type SwitchProps = AriaSwitchProps;

/**
 * An on/off switch for settings that apply at once (role switch).
 * @selector [data-selected], [data-disabled], [data-focus-visible], [data-pressed]
 */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.switchRoot, userClassName),
      )}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {label}
        </>
      ))}
    </AriaSwitch>
  );
}
