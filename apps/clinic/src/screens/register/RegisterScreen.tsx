import {
  DOMAIN_NAMESPACE,
  FULL_NAME_MAX_LENGTH,
  isLanguage,
  legalDocumentLanguage,
} from '@telemed/domain';
import type { RegisterBody } from '@telemed/domain';
import { Button, Checkbox, Stack, Text, TextField } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../forms/EmailField';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useServices } from '../../services/ServicesContext';
import * as styles from '../../shell/layout.css';
import { PublicFormCard } from '../../shell/PublicFormCard';
import { ConsentLabel } from './ConsentLabel';
import { RegistrationSent } from './RegistrationSent';

/**
 * Account registration: the name colleagues see, email, password twice and the agreements, each linking to its
 * document in the interface's language in a new tab. Success asks the user to confirm by mail.
 */
export function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const { client } = useServices();
  const [password, setPassword] = useState('');
  const [consents, setConsents] = useState({
    termsOfService: false,
    privacyPolicy: false,
    dataProcessing: false,
  });
  const [showConsentError, setShowConsentError] = useState(false);
  const register = useMutation({
    mutationFn: (body: RegisterBody) => client.users.register({ body }),
  });
  const legalLanguage = legalDocumentLanguage(i18n.language);

  if (register.isSuccess) return <RegistrationSent email={register.variables.email} />;

  const requiredConsentsGiven = consents.termsOfService && consents.privacyPolicy;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!requiredConsentsGiven) {
      setShowConsentError(true);
      return;
    }
    const data = new FormData(event.currentTarget);
    const fullName = String(data.get('fullName') ?? '').trim();
    register.mutate({
      ...(fullName ? { fullName } : {}),
      email: String(data.get('email')),
      password,
      acceptedConsents: {
        termsOfService: true,
        privacyPolicy: true,
        dataProcessing: consents.dataProcessing,
      },
      ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
    });
  };
  const setConsent = (name: keyof typeof consents) => (isSelected: boolean) =>
    setConsents((current) => ({ ...current, [name]: isSelected }));

  return (
    <PublicFormCard heading={t('register.heading')}>
      <ServerFeedbackForm
        onSubmit={submit}
        error={register.error}
        fieldNames={['fullName', 'email', 'password']}
      >
        <TextField
          name="fullName"
          label={t('fields.fullName')}
          description={t('settings.nameHint')}
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <EmailField label={t('fields.email')} />
        <NewPasswordFields
          label={t('fields.password')}
          repeatLabel={t('fields.repeatPassword')}
          value={password}
          onChange={setPassword}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('register.consentsLegend')}</legend>
          <Stack space="small">
            <Checkbox
              name="acceptedConsents.termsOfService"
              isSelected={consents.termsOfService}
              onChange={setConsent('termsOfService')}
              isInvalid={showConsentError && !consents.termsOfService}
            >
              <ConsentLabel
                i18nKey="register.termsOfService"
                href={`/${legalLanguage}/service-terms`}
              />
            </Checkbox>
            <Checkbox
              name="acceptedConsents.privacyPolicy"
              isSelected={consents.privacyPolicy}
              onChange={setConsent('privacyPolicy')}
              isInvalid={showConsentError && !consents.privacyPolicy}
            >
              <ConsentLabel
                i18nKey="register.privacyPolicy"
                href={`/${legalLanguage}/privacy-policy`}
              />
            </Checkbox>
            <Checkbox
              name="acceptedConsents.dataProcessing"
              isSelected={consents.dataProcessing}
              onChange={setConsent('dataProcessing')}
            >
              <ConsentLabel
                i18nKey="register.dataProcessing"
                href={`/${legalLanguage}/data-processing`}
              />
            </Checkbox>
            {showConsentError && !requiredConsentsGiven && (
              <Text role="alert" size="small" tone="critical">
                {t('validation.notAccepted', { ns: DOMAIN_NAMESPACE })}
              </Text>
            )}
          </Stack>
        </fieldset>
        <Button type="submit" isPending={register.isPending}>
          {t('register.submit')}
        </Button>
      </ServerFeedbackForm>
      <Text>
        {t('register.haveAccount')}{' '}
        <Link className={styles.link} to="/sign-in">
          {t('register.signIn')}
        </Link>
      </Text>
    </PublicFormCard>
  );
}
