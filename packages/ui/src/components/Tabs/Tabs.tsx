import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
} from 'react-aria-components';
import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Tabs.css';

/** Props of {@link Tabs}. */
export type TabsProps = AriaTabsProps;

/**
 * Sections of one page (e.g. user settings) shown one at a time; arrow keys move between tabs.
 * Compose with `TabList`, `Tab` and `TabPanel`.
 * @selector [data-orientation]
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.tabs, userClassName),
      )}
    />
  );
}

/** Props of {@link TabList}. */
export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; needs an `aria-label` naming the set. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.tabList, userClassName),
      )}
    />
  );
}

/** Props of {@link Tab}. */
export type TabProps = AriaTabProps;

/**
 * One tab; with `href` it is a link (the selected tab follows the route).
 * @selector [data-selected], [data-focus-visible], [data-disabled], [data-hovered]
 */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.tab, userClassName),
      )}
    />
  );
}

/** Props of {@link TabPanel}. */
export type TabPanelProps = AriaTabPanelProps;

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(styles.panel, userClassName),
      )}
    />
  );
}
