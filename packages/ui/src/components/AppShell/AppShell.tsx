import { useId, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './AppShell.css';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Content of the top bar (banner landmark): logo, team picker, user menu. */
  topBar: ReactNode;
  /** Side navigation of the clinic areas, usually `SideNavigation`; omitted on public pages. */
  navigation?: ReactNode;
  /** The page. */
  children: ReactNode;
  /**
   * Administrators get the taller top bar (170 px instead of 104 px).
   * @default false
   */
  isAdministrator?: boolean;
  /**
   * Id of the main landmark, the skip link's target.
   * @default 'main-content'
   */
  mainId?: string;
  /**
   * The page on screen (e.g. the route's path): the folded navigation folds again when it
   * changes, however the link was followed.
   */
  pageKey?: string;
}

// Moves focus without changing the URL: a hash in the address would reach the app's router.
function focusMain(event: MouseEvent<HTMLAnchorElement>, mainId: string) {
  event.preventDefault();
  document.getElementById(mainId)?.focus();
}

/**
 * The page frame of the portal: a skip link, the top bar, the side navigation and the main
 * landmark. Below the tablet width the navigation folds behind a Menu button in the top bar
 * (WCAG 1.4.10 reflow): it opens under the bar, and choosing a link or Escape folds it again.
 * @selector [data-administrator] when the taller administrator top bar is shown
 * @selector [data-navigation-open] while the folded navigation is open
 */
export function AppShell({
  topBar,
  navigation,
  children,
  isAdministrator = false,
  mainId = 'main-content',
  pageKey,
}: AppShellProps) {
  const { t } = useTranslation('ui');
  const navigationId = useId();
  const [isNavigationOpen, setNavigationOpen] = useState(false);
  // A link chosen in the folded navigation leads away: the menu folds behind it, on the next
  // page, and on a click of the page already shown (the click is seen before the link's own
  // press handling stops it).
  const [shownPage, setShownPage] = useState(pageKey);
  if (shownPage !== pageKey) {
    setShownPage(pageKey);
    setNavigationOpen(false);
  }
  const foldAfterLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setNavigationOpen(false);
  };
  const foldOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isNavigationOpen) return;
    setNavigationOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(navigationId)}"]`)?.focus();
  };
  return (
    <div
      className={joinClassNames(styles.shell, navigation !== undefined && styles.withNavigation)}
      data-administrator={isAdministrator || undefined}
      data-navigation-open={isNavigationOpen || undefined}
    >
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => focusMain(event, mainId)}
      >
        {t('appShell.skipToContent')}
      </a>
      <header className={styles.topBar}>
        {navigation !== undefined && (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={isNavigationOpen}
            aria-controls={navigationId}
            onClick={() => setNavigationOpen((isOpen) => !isOpen)}
          >
            <span aria-hidden="true" className={styles.menuIcon} />
            <span className={styles.menuLabel}>{t('appShell.menu')}</span>
          </button>
        )}
        {topBar}
      </header>
      {navigation !== undefined && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the links inside take the clicks; Escape folds the menu
        <nav
          id={navigationId}
          className={styles.navigation}
          aria-label={t('appShell.navigation')}
          onClickCapture={foldAfterLink}
          onKeyDown={foldOnEscape}
        >
          {navigation}
        </nav>
      )}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
