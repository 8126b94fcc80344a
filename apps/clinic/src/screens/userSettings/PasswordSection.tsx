import type { ChangePasswordBody } from '@telemed/domain';
import { Alert, Button, PasswordField } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';

const emptyPasswords = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Changing the password with the current one. 'Wrong current password' and 'New password
 * cannot be the same as the current one' come from the server and show on their fields.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const { client } = useServices();
  const { fieldError } = useValidationMessages();
  const [passwords, setPasswords] = useState(emptyPasswords);
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => client.users.changePassword({ body }),
    onSuccess: () => setPasswords(emptyPasswords),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({
      currentPassword: passwords.currentPassword,
      newPassword: passwords.newPassword,
    });
  };
  const setPassword = (name: keyof typeof emptyPasswords) => (value: string) =>
    setPasswords((current) => ({ ...current, [name]: value }));

  return (
    <SectionCard headingId="password-heading" heading={t('settings.password')}>
      {change.isSuccess && <Alert tone="success">{t('settings.passwordChanged')}</Alert>}
      <ServerFeedbackForm
        onSubmit={submit}
        error={change.error}
        fieldNames={['currentPassword', 'newPassword']}
      >
        <PasswordField
          name="currentPassword"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          isRequired
          value={passwords.currentPassword}
          onChange={setPassword('currentPassword')}
          errorMessage={fieldError}
        />
        <NewPasswordFields
          name="newPassword"
          label={t('fields.newPassword')}
          repeatLabel={t('fields.repeatNewPassword')}
          value={passwords.newPassword}
          onChange={setPassword('newPassword')}
          repeatValue={passwords.repeatPassword}
          onRepeatChange={setPassword('repeatPassword')}
        />
        <div>
          <Button type="submit" variant="secondary" isPending={change.isPending}>
            {t('settings.changePassword')}
          </Button>
        </div>
      </ServerFeedbackForm>
    </SectionCard>
  );
}
