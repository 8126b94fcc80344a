import { useSearchParams } from 'react-router';
import { useServices } from '../../services/ServicesContext';
import { IncompleteLink } from '../setPassword/IncompleteLink';
import { NewPasswordForm } from '../setPassword/NewPasswordForm';

/** `/confirm/password-change?token=T`: sets the new password through the reset token. */
export function ConfirmPasswordChangeScreen() {
  const { client } = useServices();
  const token = useSearchParams()[0].get('token');
  if (!token) return <IncompleteLink />;
  return (
    <NewPasswordForm
      savePassword={(password) =>
        client.auth.resetPassword({ params: { token }, body: { password } })
      }
    />
  );
}
