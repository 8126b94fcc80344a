import type { ChangeEmailBody, User } from '@telemed/domain';
import { Alert, Button, Text } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../forms/EmailField';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';

/**
 * Changing the email address: the server mails a confirmation link to the new address, and
 * the change takes effect only when it is opened.
 */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const change = useMutation({
    mutationFn: (body: ChangeEmailBody) => client.users.changeEmail({ body }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ email: String(new FormData(event.currentTarget).get('email')) });
  };

  return (
    <SectionCard headingId="email-heading" heading={t('settings.email')}>
      <Text tone="secondary">{t('settings.currentEmail', { email: user.email })}</Text>
      {change.isSuccess && (
        <Alert tone="success">
          {t('settings.emailChangeSent', { email: change.variables.email })}
        </Alert>
      )}
      <ServerFeedbackForm onSubmit={submit} error={change.error} fieldNames={['email']}>
        <EmailField label={t('fields.newEmail')} previous={user.email} />
        <div>
          <Button type="submit" variant="secondary" isPending={change.isPending}>
            {t('settings.changeEmail')}
          </Button>
        </div>
      </ServerFeedbackForm>
    </SectionCard>
  );
}
