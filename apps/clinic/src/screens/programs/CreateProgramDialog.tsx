import type { Program } from '@telemed/domain';
import { Button, Dialog, TextField } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useServices } from '../../services/ServicesContext';

/** Props of {@link CreateProgramDialog}. */
export interface CreateProgramDialogProps {
  teamId: string;
  /** The program was created (not published): open it. */
  onCreated: (program: Program) => void;
}

const FORM_ID = 'create-program-form';

/**
 * Starts a program from its title (at least 6 characters, clinical-domain §5) and author; its
 * steps, series and settings are edited on the program's page. The server's errors show under
 * the fields.
 */
export function CreateProgramDialog({ teamId, onCreated }: CreateProgramDialogProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const create = useMutation({
    mutationFn: (body: { title: string; author: string | null }) =>
      client.programs.create({ params: { teamId }, body }),
    onSuccess: onCreated,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const author = String(data.get('author') ?? '').trim();
    create.mutate({ title: String(data.get('title') ?? ''), author: author || null });
  };
  return (
    <Dialog
      title={t('programs.create')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('programs.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} isPending={create.isPending}>
            {t('programs.createSubmit')}
          </Button>
        </>
      )}
    >
      <ServerFeedbackForm
        id={FORM_ID}
        onSubmit={submit}
        error={create.error}
        fieldNames={['title', 'author']}
      >
        <TextField name="title" label={t('programs.fields.title')} isRequired />
        <TextField name="author" label={t('programs.fields.author')} />
      </ServerFeedbackForm>
    </Dialog>
  );
}
