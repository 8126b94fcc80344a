import type { ForgetBody } from '@telemed/domain';
import { Alert, Button, Form, Heading, Stack, Text, TextField } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';

/**
 * Asks for a link to set a new password. The answer is the same whether or not the address
 * has an account, so the screen never tells which addresses are registered.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const { fieldError } = useValidationMessages();
  const forgot = useMutation({ mutationFn: (body: ForgetBody) => client.forgotPassword(body) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgot.mutate({ email: String(new FormData(event.currentTarget).get('email')) });
  };
  const { fieldErrors, formError } = useServerFeedback(forgot.error, ['email']);
  const backToSignIn = (
    <Link className={styles.link} to="/sign-in">
      {t('forgotPassword.backToSignIn')}
    </Link>
  );

  return (
    <PublicCard>
      <Stack space="xlarge">
        <Heading level={1} size="xlarge">
          {t('forgotPassword.heading')}
        </Heading>
        {forgot.isSuccess ? (
          <Text role="status">
            {t('forgotPassword.successText', { email: forgot.variables.email })}
          </Text>
        ) : (
          <Form onSubmit={submit} validationErrors={fieldErrors}>
            <Text tone="secondary">{t('forgotPassword.description')}</Text>
            {formError && <Alert tone="error">{formError}</Alert>}
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              isRequired
              errorMessage={fieldError}
            />
            <Button type="submit" isPending={forgot.isPending}>
              {t('forgotPassword.submit')}
            </Button>
          </Form>
        )}
        {backToSignIn}
      </Stack>
    </PublicCard>
  );
}
