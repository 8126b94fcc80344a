import { DOMAIN_NAMESPACE, SUCCESS_MESSAGE_KEYS } from '@telemed/domain';
import type { DeleteAccountBody } from '@telemed/domain';
import { Button, Dialog, Modal, PasswordField, Text, toastQueue } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';

const FORM_ID = 'delete-account-form';

/**
 * Deleting one's own account, confirmed by the password in a dialog. The server refuses while a
 * clinic keeps the user as its patient or needs them as its only administrator, and says why;
 * once deleted, the user is signed out on the sign-in page.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <SectionCard headingId="delete-account-heading" heading={t('settings.deleteAccount.heading')}>
      <Text>{t('settings.deleteAccount.description')}</Text>
      <div>
        <Button variant="danger" onPress={() => setOpen(true)}>
          {t('settings.deleteAccount.open')}
        </Button>
      </div>
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="small">
        {/* Mounted per opening, so the password is never kept. */}
        <DeleteAccountDialog />
      </Modal>
    </SectionCard>
  );
}

function DeleteAccountDialog() {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const navigate = useNavigate();
  const { fieldError } = useValidationMessages();
  const remove = useMutation({
    mutationFn: (body: DeleteAccountBody) => client.users.deleteAccount({ body }),
    onSuccess: async () => {
      toastQueue.show(t(SUCCESS_MESSAGE_KEYS.accountDeleted, { ns: DOMAIN_NAMESPACE }), {
        tone: 'success',
      });
      session.signOut();
      await navigate('/sign-in', { replace: true });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate({ password: String(new FormData(event.currentTarget).get('password') ?? '') });
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('settings.deleteAccount.confirmTitle')}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={remove.isPending}>
            {t('settings.deleteAccount.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" isPending={remove.isPending}>
            {t('settings.deleteAccount.confirm')}
          </Button>
        </div>
      )}
    >
      <ServerFeedbackForm
        id={FORM_ID}
        onSubmit={submit}
        error={remove.error}
        fieldNames={['password']}
        intro={<Text>{t('settings.deleteAccount.consequences')}</Text>}
      >
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          isRequired
          errorMessage={fieldError}
        />
      </ServerFeedbackForm>
    </Dialog>
  );
}
