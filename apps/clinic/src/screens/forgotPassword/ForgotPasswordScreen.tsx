import type { ForgetBody } from '@telemed/domain';
import { Button, Text } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../forms/EmailField';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useServices } from '../../services/ServicesContext';
import * as styles from '../../shell/layout.css';
import { PublicFormCard } from '../../shell/PublicFormCard';

/**
 * Asks for a link to set a new password. The answer is the same whether or not the address
 * has an account, so the screen never tells which addresses are registered.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const forgot = useMutation({
    mutationFn: (body: ForgetBody) => client.users.forgotPassword({ body }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgot.mutate({ email: String(new FormData(event.currentTarget).get('email')) });
  };
  const backToSignIn = (
    <Link className={styles.link} to="/sign-in">
      {t('forgotPassword.backToSignIn')}
    </Link>
  );

  return (
    <PublicFormCard heading={t('forgotPassword.heading')}>
      {forgot.isSuccess ? (
        <Text role="status">
          {t('forgotPassword.successText', { email: forgot.variables.email })}
        </Text>
      ) : (
        <ServerFeedbackForm
          onSubmit={submit}
          error={forgot.error}
          fieldNames={['email']}
          intro={<Text tone="secondary">{t('forgotPassword.description')}</Text>}
        >
          <EmailField label={t('fields.email')} />
          <Button type="submit" isPending={forgot.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </ServerFeedbackForm>
      )}
      {backToSignIn}
    </PublicFormCard>
  );
}
