import { DOMAIN_NAMESPACE } from '@telemed/domain';
import type { RegisterBody } from '@telemed/domain';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Heading,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { isSupportedLanguage, legalDocumentLanguage } from '../../i18n/languages';
import { useServices } from '../../services/ServicesContext';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';
import { ConsentLabel } from './ConsentLabel';
import { RegistrationSent } from './RegistrationSent';

/**
 * Account registration: email, password twice and the agreements, each linking to its
 * document in the interface's language in a new tab. Success asks the user to confirm by mail.
 */
export function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const { client } = useServices();
  const { fieldError, validatePassword } = useValidationMessages();
  const [password, setPassword] = useState('');
  const [consents, setConsents] = useState({
    termsOfService: false,
    privacyPolicy: false,
    dataProcessing: false,
  });
  const [showConsentError, setShowConsentError] = useState(false);
  const register = useMutation({ mutationFn: (body: RegisterBody) => client.register(body) });
  const legalLanguage = legalDocumentLanguage(i18n.language);
  const { fieldErrors, formError } = useServerFeedback(register.error, ['email', 'password']);

  if (register.isSuccess) return <RegistrationSent email={register.variables.email} />;

  const requiredConsentsGiven = consents.termsOfService && consents.privacyPolicy;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!requiredConsentsGiven) {
      setShowConsentError(true);
      return;
    }
    const data = new FormData(event.currentTarget);
    register.mutate({
      email: String(data.get('email')),
      password,
      acceptedConsents: {
        termsOfService: true,
        privacyPolicy: true,
        dataProcessing: consents.dataProcessing,
      },
      ...(isSupportedLanguage(i18n.language) ? { language: i18n.language } : {}),
    });
  };
  const setConsent = (name: keyof typeof consents) => (isSelected: boolean) =>
    setConsents((current) => ({ ...current, [name]: isSelected }));

  return (
    <PublicCard>
      <Stack space="xlarge">
        <Heading level={1} size="xlarge">
          {t('register.heading')}
        </Heading>
        <Form onSubmit={submit} validationErrors={fieldErrors}>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            isRequired
            errorMessage={fieldError}
          />
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="new-password"
            isRequired
            value={password}
            onChange={setPassword}
            validate={validatePassword}
            errorMessage={fieldError}
          />
          <PasswordField
            name="repeatPassword"
            label={t('fields.repeatPassword')}
            autoComplete="new-password"
            isRequired
            validate={(value) =>
              value === password ? undefined : t('validation.passwordsMustBeIdentical')
            }
            errorMessage={fieldError}
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
        </Form>
        <Text>
          {t('register.haveAccount')}{' '}
          <Link className={styles.link} to="/sign-in">
            {t('register.signIn')}
          </Link>
        </Text>
      </Stack>
    </PublicCard>
  );
}
