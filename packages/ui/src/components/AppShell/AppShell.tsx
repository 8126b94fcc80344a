import type { MouseEvent, ReactNode } from 'react';
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
}

// Moves focus without changing the URL: a hash in the address would reach the app's router.
function focusMain(event: MouseEvent<HTMLAnchorElement>, mainId: string) {
  event.preventDefault();
  document.getElementById(mainId)?.focus();
}

/**
 * The page frame of the portal: a skip link, the top bar, the side navigation and the main
 * landmark.
 * @selector [data-administrator] when the taller administrator top bar is shown
 */
export function AppShell({
  topBar,
  navigation,
  children,
  isAdministrator = false,
  mainId = 'main-content',
}: AppShellProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      className={joinClassNames(styles.shell, navigation !== undefined && styles.withNavigation)}
      data-administrator={isAdministrator || undefined}
    >
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => focusMain(event, mainId)}
      >
        {t('appShell.skipToContent')}
      </a>
      <header className={styles.topBar}>{topBar}</header>
      {navigation !== undefined && (
        <nav className={styles.navigation} aria-label={t('appShell.navigation')}>
          {navigation}
        </nav>
      )}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
