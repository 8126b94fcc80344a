import type { LoginBody } from '@telemed/domain';
import { Button, PasswordField, Stack, Text } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { EmailField } from '../../forms/EmailField';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { redirectTargetFrom } from '../../routing/redirectTarget';
import { useServices } from '../../services/ServicesContext';
import { useSession } from '../../session/useSession';
import * as styles from '../../shell/layout.css';
import { PublicFormCard } from '../../shell/PublicFormCard';

/**
 * Sign-in with email and password. On success the session turns authenticated and the user
 * goes to the target kept in `?redirect=` (or the root).
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const { session } = useServices();
  const { status } = useSession();
  const { fieldError } = useValidationMessages();
  const target = redirectTargetFrom(useLocation().search);
  const signIn = useMutation({
    mutationFn: (credentials: LoginBody) => session.signIn(credentials),
  });

  if (status === 'authenticated') return <Navigate to={target} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    signIn.mutate({ email: String(data.get('email')), password: String(data.get('password')) });
  };

  return (
    <PublicFormCard heading={t('signIn.heading')}>
      <ServerFeedbackForm onSubmit={submit} error={signIn.error} fieldNames={['email', 'password']}>
        <EmailField label={t('fields.email')} autoComplete="username" />
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          isRequired
          errorMessage={fieldError}
        />
        <Link className={styles.link} to="/forgot-password">
          {t('signIn.forgotPassword')}
        </Link>
        <Button type="submit" isPending={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </ServerFeedbackForm>
      <Stack space="xsmall">
        <Text>
          {t('signIn.noAccount')}{' '}
          <Link className={styles.link} to="/register">
            {t('signIn.register')}
          </Link>
        </Text>
        <Text tone="secondary">
          {t('signIn.rehabilitation')}{' '}
          {/* The rehabilitation signup is a separate app on this server: a full page load. */}
          <a className={styles.link} href="/register-rehabilitation">
            {t('signIn.rehabilitationLink')}
          </a>
        </Text>
      </Stack>
    </PublicFormCard>
  );
}
