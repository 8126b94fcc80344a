import { Alert, Button, Form, Heading, PasswordField, Stack, Text } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';

export interface NewPasswordFormProps {
  /** Sends the new password with the one-time token of the mailed link. */
  savePassword: (password: string) => Promise<unknown>;
}

/**
 * The new-password form behind a mailed link (set password, password change): the password
 * twice, then either 'password changed' with the way to sign in, or the token's failure
 * ('Invalid or expired token') with the way to ask for a new link.
 */
export function NewPasswordForm({ savePassword }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { fieldError, validatePassword } = useValidationMessages();
  const [password, setPassword] = useState('');
  const save = useMutation({ mutationFn: savePassword });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(password);
  };
  const { fieldErrors, formError } = useServerFeedback(save.error, ['password']);

  return (
    <PublicCard>
      <Stack space="xlarge">
        <Heading level={1} size="xlarge">
          {t('setPassword.heading')}
        </Heading>
        {save.isSuccess ? (
          <Stack space="large" role="status">
            <Text>{t('setPassword.successText')}</Text>
            <Link className={styles.link} to="/sign-in">
              {t('setPassword.signIn')}
            </Link>
          </Stack>
        ) : (
          <Form onSubmit={submit} validationErrors={fieldErrors}>
            {formError && (
              <Alert tone="error">
                {formError}{' '}
                <Link className={styles.link} to="/forgot-password">
                  {t('setPassword.requestNewLink')}
                </Link>
              </Alert>
            )}
            <PasswordField
              name="password"
              label={t('fields.newPassword')}
              autoComplete="new-password"
              isRequired
              value={password}
              onChange={setPassword}
              validate={validatePassword}
              errorMessage={fieldError}
            />
            <PasswordField
              name="repeatPassword"
              label={t('fields.repeatNewPassword')}
              autoComplete="new-password"
              isRequired
              validate={(value) =>
                value === password ? undefined : t('validation.passwordsMustBeIdentical')
              }
              errorMessage={fieldError}
            />
            <Button type="submit" isPending={save.isPending}>
              {t('setPassword.submit')}
            </Button>
          </Form>
        )}
      </Stack>
    </PublicCard>
  );
}
