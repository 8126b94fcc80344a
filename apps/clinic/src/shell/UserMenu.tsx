import type { User } from '@telemed/domain';
import { Avatar, Button, initials, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../services/ServicesContext';
import { IssueReportModal } from './IssueReportModal';

/**
 * The signed-in user's menu: settings, the subscription (a patient's way to their plan, as they
 * have no clinic pages), reporting an issue (so it is reachable from every screen) and logout.
 * Logout goes to the root first, so the root's
 * guard sends the user on to sign-in without a redirect target (platform-core §2), then ends the
 * session on the server, so the token is worthless even to whoever copied it.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const name = user.fullName || user.email;
  const [isReporting, setReporting] = useState(false);

  const logout = async () => {
    await navigate('/');
    await session.logOut();
  };

  return (
    <>
      <MenuTrigger>
        {/* The initials the avatar shows are part of the name, so "click A K" finds it (WCAG 2.5.3). */}
        <Button
          variant="ghost"
          aria-label={t('userMenu.label', { name, initials: initials(name) })}
        >
          <Avatar name={name} src={user.avatar} size="small" isDecorative />
        </Button>
        <Menu>
          <MenuItem id="settings" href="/settings">
            {t('userMenu.settings')}
          </MenuItem>
          <MenuItem id="subscription" href="/subscription">
            {t('subscriptionPage.menuItem')}
          </MenuItem>
          <MenuItem id="report-issue" onAction={() => setReporting(true)}>
            {t('userMenu.reportIssue')}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" onAction={() => void logout()}>
            {t('userMenu.logout')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <IssueReportModal isOpen={isReporting} onClose={() => setReporting(false)} />
    </>
  );
}
