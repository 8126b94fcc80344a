import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Popover,
  Separator,
  composeRenderProps,
} from 'react-aria-components';
import type {
  MenuItemProps as AriaMenuItemProps,
  MenuProps as AriaMenuProps,
  PopoverProps,
} from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { Icon } from '../Icon/Icon';
import * as styles from '../Popover/Popover.css';

/** Props of {@link Menu}. */
export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions or links that opens from a trigger: put a `Button` and this `Menu` inside a
 * `MenuTrigger`. Arrow keys move, Enter activates, typing jumps to an item.
 */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (userClassName) =>
          joinClassNames(styles.list, userClassName),
        )}
      />
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends AriaMenuItemProps {
  /**
   * Marks a destructive action (logout, delete) in the error colour.
   * @default false
   */
  isDanger?: boolean;
}

/**
 * One action or link (`href`) of a {@link Menu}; with `selectionMode` on the menu it shows a check.
 * @selector [data-focused], [data-selected], [data-disabled], [data-danger]
 */
export function MenuItem({ isDanger = false, className, children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      data-danger={isDanger || undefined}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.item, userClassName),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.checkSlot}>
              {isSelected && <Icon name="check" size={16} />}
            </span>
          )}
          {content}
        </>
      ))}
    </AriaMenuItem>
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
