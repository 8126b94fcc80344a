import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import {
  ApiRequestError,
  DOMAIN_NAMESPACE,
  GENDERS,
  VALIDATION_MESSAGE_KEYS,
} from '@telemed/domain';
import type { Plan } from '@telemed/domain';
import {
  Alert,
  Button,
  Checkbox,
  DateField,
  Inline,
  Link,
  PasswordField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  usePlanText,
} from '@telemed/ui';
import type { FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type { SignupDraft, SignupField } from '../../machines/rehabilitationSignup/signupDraft';
import type { SignupFailure } from '../../machines/rehabilitationSignup/signupMachine';
import type { FieldIssues } from '../../questionnaire/fieldIssues';
import * as styles from './SignupForm.css';

/** The legal documents a registrant accepts, linked from their consents. */
export type SignupLegalDocument = 'service-terms' | 'privacy-policy' | 'subscription-services';

/** Props of {@link SignupForm}. */
export interface SignupFormProps {
  /** The plan chosen on the step before. */
  plan: Plan;
  /** The registrant's entries. */
  draft: SignupDraft;
  /** The problems to show now, by field (the form's own checks and the server's refusals). */
  issues: FieldIssues;
  /** Why the last submit did not go through, or null. */
  failure: SignupFailure;
  /** While the signup is being sent: the button waits. */
  isSubmitting: boolean;
  /** Where a legal document is read, in the registrant's language (opened in a new tab). */
  legalDocumentHref: (document: SignupLegalDocument) => string;
  onChange: (field: SignupField, value: unknown) => void;
  onSubmit: () => void;
  /** Back to the plans; the entries are kept. */
  onChangePlan: () => void;
}

const CONSENTS: { field: SignupField; document: SignupLegalDocument; key: string }[] = [
  {
    field: 'acceptedConsents.termsOfService',
    document: 'service-terms',
    key: 'signupForm.termsOfService',
  },
  {
    field: 'acceptedConsents.privacyPolicy',
    document: 'privacy-policy',
    key: 'signupForm.privacyPolicy',
  },
  {
    field: 'acceptedConsents.subscriptionServices',
    document: 'subscription-services',
    key: 'signupForm.subscriptionServices',
  },
];

function dateValue(isoDate: string): CalendarDate | null {
  try {
    return isoDate ? parseDate(isoDate) : null;
  } catch {
    return null;
  }
}

/**
 * The rehabilitation signup's personal details (platform-core §7 POST rehabilitationUsers):
 * names, email, password, phone, date of birth, gender and the three consents, each linking its
 * legal document in a new tab. Each field shows its own problem below it, in the interface
 * language; the form's message above the button says why the last submit did not go through.
 * Presentational: the signup machine holds the entries and decides what is shown.
 */
export function SignupForm({
  plan,
  draft,
  issues,
  failure,
  isSubmitting,
  legalDocumentHref,
  onChange,
  onSubmit,
  onChangePlan,
}: SignupFormProps) {
  const { t } = useFormsTranslation();
  const planText = usePlanText();
  const issueText = (field: SignupField) => {
    const issue = issues[field];
    return issue
      ? t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values })
      : undefined;
  };
  const fieldProps = (field: Exclude<SignupField, `acceptedConsents.${string}` | 'gender'>) => ({
    name: field,
    value: draft[field],
    onChange: (value: string) => onChange(field, value),
    isInvalid: field in issues,
    errorMessage: issueText(field),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="page-title">
      <Stack space="large">
        <Inline space="medium" alignY="center" wrap>
          <Text weight="medium">
            {t('signupForm.chosenPlan', {
              plan: `${planText.kindName(plan.kind)} · ${planText.price(plan.price)}`,
            })}
          </Text>
          <Button variant="ghost" size="small" onPress={onChangePlan} isDisabled={isSubmitting}>
            {t('signupForm.changePlan')}
          </Button>
        </Inline>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('signupForm.personalData')}</legend>
          <Stack space="medium">
            <TextField
              label={t('signupForm.firstName')}
              autoComplete="given-name"
              {...fieldProps('firstName')}
            />
            <TextField
              label={t('signupForm.lastName')}
              autoComplete="family-name"
              {...fieldProps('lastName')}
            />
            <TextField
              label={t('signupForm.email')}
              description={t('signupForm.emailHint')}
              type="email"
              autoComplete="email"
              {...fieldProps('email')}
            />
            <PasswordField
              label={t('signupForm.password')}
              description={t('signupForm.passwordHint')}
              autoComplete="new-password"
              {...fieldProps('password')}
            />
            <TextField
              label={t('signupForm.phone')}
              description={t('signupForm.phoneHint')}
              type="tel"
              autoComplete="tel"
              {...fieldProps('phone')}
            />
            <DateField
              label={t('signupForm.dateOfBirth')}
              name="dateOfBirth"
              value={dateValue(draft.dateOfBirth)}
              onChange={(value) => onChange('dateOfBirth', value?.toString() ?? '')}
              isInvalid={'dateOfBirth' in issues}
              errorMessage={issueText('dateOfBirth')}
            />
            <RadioGroup
              label={t('signupForm.gender')}
              name="gender"
              orientation="horizontal"
              value={draft.gender || null}
              onChange={(value) => onChange('gender', value)}
              isInvalid={'gender' in issues}
              errorMessage={issueText('gender')}
            >
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender}>
                  {t(`signupForm.genders.${gender}`)}
                </Radio>
              ))}
            </RadioGroup>
          </Stack>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('signupForm.consents')}</legend>
          <Stack space="small">
            {CONSENTS.map(({ field, document, key }) => (
              <Stack key={field} space="xsmall">
                <Checkbox
                  name={field}
                  isSelected={draft.acceptedConsents[consentName(field)]}
                  onChange={(isSelected) => onChange(field, isSelected)}
                  isInvalid={field in issues}
                  aria-describedby={field in issues ? `${field}-issue` : undefined}
                >
                  <span>
                    <Trans
                      t={t}
                      i18nKey={key}
                      components={{
                        doc: <Link href={legalDocumentHref(document)} opensInNewTab />,
                      }}
                    />
                  </span>
                </Checkbox>
                {field in issues && (
                  <Text id={`${field}-issue`} size="small" tone="critical">
                    {issueText(field)}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </fieldset>
        {failure && <Alert>{failureText(failure)}</Alert>}
        <Button type="submit" isPending={isSubmitting}>
          {plan.kind === 'demo' ? t('signupForm.submitDemo') : t('signupForm.submitPayment')}
        </Button>
      </Stack>
    </form>
  );

  function failureText(current: NonNullable<SignupFailure>): string {
    if (current.kind === 'network') return t('signupForm.networkFailure');
    if (current.kind === 'invalid') return t('signupForm.invalid');
    // A refusal the catalogue describes (an address that has an account, too many attempts).
    const { error } = current;
    return error instanceof ApiRequestError && error.messageKey
      ? t(error.messageKey, { ns: DOMAIN_NAMESPACE })
      : t('signupForm.refused');
  }
}

function consentName(field: SignupField): keyof SignupDraft['acceptedConsents'] {
  return field.slice('acceptedConsents.'.length) as keyof SignupDraft['acceptedConsents'];
}
