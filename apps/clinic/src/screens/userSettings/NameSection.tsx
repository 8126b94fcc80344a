import { FULL_NAME_MAX_LENGTH } from '@telemed/domain';
import type { UpdateMeBody, User } from '@telemed/domain';
import { Button, TextField, toastQueue } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';

/**
 * The user's own name (POST users/me `fullName`), shown to colleagues and patients — in lists,
 * the physician filter, assignment menus and cards — instead of the email address.
 */
export function NameSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const save = useMutation({
    mutationFn: (body: UpdateMeBody) => client.users.updateMe({ body }),
    onSuccess: (saved) => {
      session.setUser(saved);
      toastQueue.show(t('settings.nameSaved'), { tone: 'success' });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ fullName: String(new FormData(event.currentTarget).get('fullName')) });
  };
  return (
    <SectionCard headingId="name-heading" heading={t('settings.name')}>
      <ServerFeedbackForm onSubmit={submit} error={save.error} fieldNames={['fullName']}>
        <TextField
          name="fullName"
          label={t('fields.fullName')}
          description={t('settings.nameHint')}
          defaultValue={user.fullName}
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <div>
          <Button type="submit" variant="secondary" isPending={save.isPending}>
            {t('settings.saveName')}
          </Button>
        </div>
      </ServerFeedbackForm>
    </SectionCard>
  );
}
