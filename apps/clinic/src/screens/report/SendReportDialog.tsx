import { DOMAIN_NAMESPACE, LANGUAGES, isLanguage } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import { Alert, Button, Dialog, Form, Modal, Select, SelectItem, TextField } from '@telemed/ui';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { languageAutonyms } from '../../i18n/languages';
import * as layout from '../../shell/screenLayout.css';

const FORM_ID = 'send-report-form';

const languageOptions = LANGUAGES.map((language) => ({
  id: language,
  name: languageAutonyms[language],
}));

/** Props of {@link SendReportDialog}. */
export interface SendReportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Asks the server to render the PDF and mail it. */
  onSend: (request: { email: string; language: Language }) => void;
  isPending: boolean;
  /** The server's refusal of the last request, shown on its fields. */
  error: unknown;
}

/**
 * Sending the report by e-mail: the address (the patient's or another) and the language of the
 * PDF, the portal's own first. The server renders the PDF and mails it attached.
 */
export function SendReportDialog({
  isOpen,
  onClose,
  onSend,
  isPending,
  error,
}: SendReportDialogProps) {
  const { t, i18n } = useTranslation();
  const { fieldError } = useValidationMessages();
  const [language, setLanguage] = useState<Language>(
    isLanguage(i18n.language) ? i18n.language : 'en-GB',
  );
  const { fieldErrors, formError } = useServerFeedback(error, [
    'parameters.email',
    'parameters.language',
  ]);
  // The address field is named `email` here; one object per failure, or the form would take focus
  // to it again on every render.
  const emailErrors = useMemo((): Record<string, string> => {
    const email = fieldErrors['parameters.email'];
    return email ? { email } : {};
  }, [fieldErrors]);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend({ email: String(new FormData(event.currentTarget).get('email') ?? ''), language });
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('reports.pdf.sendTitle')}
        footer={(close) => (
          <div className={layout.actionRow}>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {t('reports.pdf.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} isPending={isPending}>
              {t('reports.pdf.sendAction')}
            </Button>
          </div>
        )}
      >
        <Form id={FORM_ID} onSubmit={send} validationErrors={emailErrors}>
          {formError && <Alert tone="error">{formError}</Alert>}
          <TextField
            name="email"
            type="email"
            label={t('reports.pdf.email')}
            description={t('reports.pdf.emailHint')}
            isRequired
            autoComplete="email"
            errorMessage={fieldError}
          />
          <Select
            name="language"
            label={t('reports.pdf.language')}
            items={languageOptions}
            selectedKey={language}
            onSelectionChange={(key) => {
              if (isLanguage(key)) setLanguage(key);
            }}
            isInvalid={fieldErrors['parameters.language'] === undefined ? undefined : true}
            errorMessage={
              fieldErrors['parameters.language'] ??
              t('validation.isRequired', { ns: DOMAIN_NAMESPACE })
            }
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </Form>
      </Dialog>
    </Modal>
  );
}
