import { useSearchParams } from 'react-router';
import { useServices } from '../../services/ServicesContext';
import { IncompleteLink } from './IncompleteLink';
import { NewPasswordForm } from './NewPasswordForm';

/** `/set-password?token=T&userId=U`: the link of the forgotten-password mail. */
export function SetPasswordScreen() {
  const { client } = useServices();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const userId = searchParams.get('userId');
  if (!token || !userId) return <IncompleteLink />;
  return (
    <NewPasswordForm
      savePassword={(password) =>
        client.auth.setPassword({ params: { userId }, body: { password, token } })
      }
    />
  );
}
