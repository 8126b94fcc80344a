import { useSession } from '../../session/useSession';
import { PageHeader } from '../../shell/PageHeader';
import { AvatarSection } from './AvatarSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import * as styles from './UserSettingsScreen.css';

/** `/settings`: the signed-in user's name, language, units, email, password, picture and account. */
export function UserSettingsScreen() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className={styles.sections}>
      <PageHeader />
      <NameSection user={user} />
      <PreferencesSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <AvatarSection user={user} />
      <DeleteAccountSection />
    </div>
  );
}
