import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import type {
  TooltipProps as AriaTooltipProps,
  TooltipTriggerComponentProps,
} from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The focusable element that shows the tooltip on hover and keyboard focus. */
  children: ReactElement;
  /** Short help text; never the only place of essential information. */
  content: ReactNode;
  /**
   * Side of the trigger it appears on; flips when there is no room.
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
}

/**
 * A short description shown on hover and focus of its trigger (role tooltip, linked with
 * aria-describedby); Escape hides it.
 */
export function Tooltip({
  children,
  content,
  placement = 'top',
  delay = 600,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <AriaTooltip className={styles.tooltip} offset={8} placement={placement}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
