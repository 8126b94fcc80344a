import { Button, Stack, Text } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import * as styles from '../../shell/layout.css';
import { PublicFormCard } from '../../shell/PublicFormCard';

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
  const [password, setPassword] = useState('');
  const save = useMutation({ mutationFn: savePassword });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(password);
  };

  return (
    <PublicFormCard heading={t('setPassword.heading')}>
      {save.isSuccess ? (
        <Stack space="large" role="status">
          <Text>{t('setPassword.successText')}</Text>
          <Link className={styles.link} to="/sign-in">
            {t('setPassword.signIn')}
          </Link>
        </Stack>
      ) : (
        <ServerFeedbackForm
          onSubmit={submit}
          error={save.error}
          fieldNames={['password']}
          errorAction={
            <Link className={styles.link} to="/forgot-password">
              {t('setPassword.requestNewLink')}
            </Link>
          }
        >
          <NewPasswordFields
            label={t('fields.newPassword')}
            repeatLabel={t('fields.repeatNewPassword')}
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" isPending={save.isPending}>
            {t('setPassword.submit')}
          </Button>
        </ServerFeedbackForm>
      )}
    </PublicFormCard>
  );
}
