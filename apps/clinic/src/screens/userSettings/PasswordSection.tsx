import type { ChangePasswordBody } from '@telemed/domain';
import { Alert, Button, Card, Form, Heading, PasswordField, Stack } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';

const emptyPasswords = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Changing the password with the current one. 'Wrong current password' and 'New password
 * cannot be the same as the current one' come from the server and show on their fields.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const { client } = useServices();
  const { fieldError, validatePassword } = useValidationMessages();
  const [passwords, setPasswords] = useState(emptyPasswords);
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => client.changePassword(body),
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
  const { fieldErrors, formError } = useServerFeedback(change.error, [
    'currentPassword',
    'newPassword',
  ]);

  return (
    <Card as="section" aria-labelledby="password-heading">
      <Stack space="large">
        <Heading level={2} size="large" id="password-heading">
          {t('settings.password')}
        </Heading>
        {change.isSuccess && <Alert tone="success">{t('settings.passwordChanged')}</Alert>}
        <Form onSubmit={submit} validationErrors={fieldErrors}>
          {formError && <Alert tone="error">{formError}</Alert>}
          <PasswordField
            name="currentPassword"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            isRequired
            value={passwords.currentPassword}
            onChange={setPassword('currentPassword')}
            errorMessage={fieldError}
          />
          <PasswordField
            name="newPassword"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            isRequired
            value={passwords.newPassword}
            onChange={setPassword('newPassword')}
            validate={validatePassword}
            errorMessage={fieldError}
          />
          <PasswordField
            name="repeatPassword"
            label={t('fields.repeatNewPassword')}
            autoComplete="new-password"
            isRequired
            value={passwords.repeatPassword}
            onChange={setPassword('repeatPassword')}
            validate={(value) =>
              value === passwords.newPassword ? undefined : t('validation.passwordsMustBeIdentical')
            }
            errorMessage={fieldError}
          />
          <div>
            <Button type="submit" variant="secondary" isPending={change.isPending}>
              {t('settings.changePassword')}
            </Button>
          </div>
        </Form>
      </Stack>
    </Card>
  );
}
