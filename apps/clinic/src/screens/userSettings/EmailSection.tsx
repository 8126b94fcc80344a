import type { ChangeEmailBody, User } from '@telemed/domain';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';

/**
 * Changing the email address: the server mails a confirmation link to the new address, and
 * the change takes effect only when it is opened.
 */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const { fieldError } = useValidationMessages();
  const change = useMutation({ mutationFn: (body: ChangeEmailBody) => client.changeEmail(body) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ email: String(new FormData(event.currentTarget).get('email')) });
  };
  const { fieldErrors, formError } = useServerFeedback(change.error, ['email']);

  return (
    <Card as="section" aria-labelledby="email-heading">
      <Stack space="large">
        <Heading level={2} size="large" id="email-heading">
          {t('settings.email')}
        </Heading>
        <Text tone="secondary">{t('settings.currentEmail', { email: user.email })}</Text>
        {change.isSuccess && (
          <Alert tone="success">
            {t('settings.emailChangeSent', { email: change.variables.email })}
          </Alert>
        )}
        <Form onSubmit={submit} validationErrors={fieldErrors}>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            name="email"
            type="email"
            label={t('fields.newEmail')}
            autoComplete="email"
            isRequired
            errorMessage={fieldError}
          />
          <div>
            <Button type="submit" variant="secondary" isPending={change.isPending}>
              {t('settings.changeEmail')}
            </Button>
          </div>
        </Form>
      </Stack>
    </Card>
  );
}
