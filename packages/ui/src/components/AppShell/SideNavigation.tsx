import { Link as AriaLink } from 'react-aria-components';
import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

/** One entry of {@link SideNavigation}. */
export interface SideNavigationItem {
  /** Stable key, e.g. the route id. */
  id: string;
  href: string;
  label: ReactNode;
}

/** Props of {@link SideNavigation}. */
export interface SideNavigationProps {
  items: readonly SideNavigationItem[];
  /** Id of the item of the current page, marked with aria-current="page". */
  currentId?: string;
}

/**
 * The list of clinic areas in the AppShell's navigation landmark. Links go through react-aria,
 * so the app's `RouterProvider` makes them client-side.
 * @selector [aria-current="page"] on the current link
 */
export function SideNavigation({ items, currentId }: SideNavigationProps) {
  return (
    <ul className={styles.navigationList}>
      {items.map((item) => (
        <li key={item.id}>
          <AriaLink
            href={item.href}
            className={styles.navigationLink}
            aria-current={item.id === currentId ? 'page' : undefined}
          >
            {item.label}
          </AriaLink>
        </li>
      ))}
    </ul>
  );
}
