import { isSiteAdministrator } from '@telemed/domain';
import { AppShell, Inline, SideNavigation } from '@telemed/ui';
import type { SideNavigationItem } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/useSession';
import { useClinicFeatures } from '../session/useClinicFeatures';
import { usePatientClinics } from '../session/usePatientClinics';
import { useTeams } from '../session/useTeams';
import { ClinicTaskCentre } from '../tasks/ClinicTaskCentre';
import { TeamPicker } from '../teams/TeamPicker';
import * as styles from './ClinicLayout.css';
import { visibleClinicSections } from './teamPath';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { UserMenu } from './UserMenu';

/** The main landmark's id: the skip link's target and where focus lands on navigation. */
const MAIN_ID = 'main-content';

/** The navigation entry of the page on screen, to mark it as current. */
function currentNavigationId(pathname: string): string | undefined {
  if (pathname === '/') return 'patients';
  if (pathname.startsWith('/admin/issue-reports')) return 'issueReports';
  if (pathname.startsWith('/admin/orders')) return 'adminOrders';
  if (pathname.startsWith('/admin')) return 'admin';
  if (pathname === '/actions') return 'actions';
  if (pathname.startsWith('/my-health')) return 'myHealth';
  return /^\/clinic\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
}

/**
 * The app shell of signed-in users: brand, clinic picker and user menu on top; the active
 * clinic's sections (and Administration for site administrators) on the side. Opening a page
 * moves focus to its heading.
 */
export function ClinicLayout() {
  const { t } = useTranslation();
  const { user, activeTeamId } = useSession();
  const teams = useTeams();
  const features = useClinicFeatures(activeTeamId);
  const { pathname } = useLocation();
  const isAdministrator = user ? isSiteAdministrator(user) : false;
  useFocusOnNavigation(MAIN_ID);
  // Where the user is a patient, they answer their action plans' questionnaires on the web.
  const patientClinics = usePatientClinics();

  const isPatient = (patientClinics.data?.length ?? 0) > 0;
  // A patient who works in no clinic has no patients: their home is their own.
  const worksInClinic = !isPatient || (teams.data?.length ?? 0) > 0;

  const items: SideNavigationItem[] = [
    ...(worksInClinic ? [{ id: 'patients', href: '/', label: t('titles.patients') }] : []),
    ...(activeTeamId
      ? visibleClinicSections(features.data).map((section) => ({
          id: section.id,
          href: `/clinic/${encodeURIComponent(activeTeamId)}/${section.id}`,
          label: t(section.titleKey),
        }))
      : []),
    ...(isPatient
      ? [
          { id: 'myHealth', href: '/my-health', label: t('patientHome.titles.home') },
          { id: 'actions', href: '/actions', label: t('titles.actions') },
        ]
      : []),
    ...(isAdministrator
      ? [
          { id: 'admin', href: '/admin', label: t('titles.administration') },
          { id: 'adminOrders', href: '/admin/orders', label: t('titles.orders') },
          { id: 'issueReports', href: '/admin/issue-reports', label: t('titles.issueReports') },
        ]
      : []),
  ];

  return (
    <AppShell
      mainId={MAIN_ID}
      pageKey={pathname}
      isAdministrator={isAdministrator}
      topBar={
        <Inline justify="space-between" wrap={false} className={styles.topBar}>
          <Link to="/" className={styles.brand}>
            {t('appName')}
          </Link>
          <Inline space="medium" wrap={false} className={styles.tools}>
            {teams.data && teams.data.length > 0 && (
              <TeamPicker teams={teams.data} className={styles.teamPicker} />
            )}
            {activeTeamId && <ClinicTaskCentre teamId={activeTeamId} />}
            {user && <UserMenu user={user} />}
          </Inline>
        </Inline>
      }
      navigation={<SideNavigation items={items} currentId={currentNavigationId(pathname)} />}
    >
      <Outlet />
    </AppShell>
  );
}
