import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { Stack } from '../../layout/Stack';

/** Props of {@link PhoneNumberPrompt}. */
export interface PhoneNumberPromptProps {
  /** Sends the number; the page checks it with the shared schema and the server stores it. */
  onSubmit: (phone: string) => void;
  /** While the number is being saved. */
  isSubmitting?: boolean;
  /** Why the number was refused, in the interface language, shown beside the field. */
  errorMessage?: string;
  /** A failure that is not the number's, for the whole prompt. */
  formError?: string;
}

/**
 * Asks a patient for the phone number the clinic needs before it can assign rehabilitation
 * (platform-core §2, subscription page).
 */
export function PhoneNumberPrompt({
  onSubmit,
  isSubmitting = false,
  errorMessage,
  formError,
}: PhoneNumberPromptProps) {
  const { t } = useTranslation('ui');
  const [phone, setPhone] = useState('');
  return (
    <Card as="section" aria-labelledby="phone-prompt-title">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(phone);
        }}
      >
        <Stack space="medium" align="flex-start">
          <Heading level={2} size="large" id="phone-prompt-title">
            {t('payments.phonePrompt.title')}
          </Heading>
          <Text>{t('payments.phonePrompt.description')}</Text>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            label={t('payments.signupForm.phone')}
            description={t('payments.signupForm.phoneHint')}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={setPhone}
            isInvalid={errorMessage !== undefined}
            errorMessage={errorMessage}
          />
          <Button type="submit" isPending={isSubmitting}>
            {t('payments.phonePrompt.save')}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
