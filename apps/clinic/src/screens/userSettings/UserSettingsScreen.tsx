import { useSession } from '../../session/useSession';
import { PageHeader } from '../../shell/PageHeader';
import { AvatarSection } from './AvatarSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import * as styles from './UserSettingsScreen.css';

/** `/settings`: the signed-in user's language, units, email, password, picture and account. */
export function UserSettingsScreen() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={styles.sections}>
      <PageHeader />
      <PreferencesSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <AvatarSection user={user} />
      <DeleteAccountSection />
    </div>
  );
}
