import { DOMAIN_NAMESPACE, SUCCESS_MESSAGE_KEYS } from '@telemed/domain';
import type { Team } from '@telemed/domain';
import type { DeleteTeamBody } from '@telemed/domain';
import {
  Alert,
  Button,
  Dialog,
  Modal,
  PasswordField,
  Stack,
  Text,
  TextField,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ServerFeedbackForm } from '../../forms/ServerFeedbackForm';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';
import { teamsQueryKey } from '../../session/useTeams';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';

const FORM_ID = 'delete-clinic-form';

/**
 * Deleting the clinic (DELETE teams/{teamId}): irreversible and it blocks access to patient
 * data, new examinations and invitations (clinical-domain §4), so the dialog says so and the
 * administrator types the clinic's name and their current password to confirm. Its members,
 * patients' records, examinations and stored files go with it; the user lands on the start page
 * with their other clinics.
 */
export function DangerZoneSection({ team }: { team: Team }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <SectionCard headingId="danger-zone" heading={t('clinicSettings.danger.heading')}>
      <Text>{t('clinicSettings.danger.description')}</Text>
      <div>
        <Button variant="danger" onPress={() => setOpen(true)}>
          {t('clinicSettings.danger.delete')}
        </Button>
      </div>
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="small">
        {/* Mounted only while open, so each opening starts with an empty confirmation. */}
        <DeleteClinicDialog team={team} />
      </Modal>
    </SectionCard>
  );
}

function DeleteClinicDialog({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { fieldError } = useValidationMessages();
  const [typedName, setTypedName] = useState('');
  const remove = useMutation({
    mutationFn: (body: DeleteTeamBody) =>
      client.teamSettings.deleteTeam({ params: { teamId: team._id }, body }),
    onSuccess: async () => {
      toastQueue.show(t(SUCCESS_MESSAGE_KEYS.teamDeleted, { ns: DOMAIN_NAMESPACE }), {
        tone: 'success',
      });
      await navigate('/', { replace: true });
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
  });
  const confirmed = typedName.trim() === team.name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (confirmed) remove.mutate({ password });
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('clinicSettings.danger.confirmTitle', { name: team.name })}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={remove.isPending}>
            {t('clinicSettings.danger.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            isDisabled={!confirmed}
            isPending={remove.isPending}
          >
            {t('clinicSettings.danger.confirm')}
          </Button>
        </div>
      )}
    >
      <ServerFeedbackForm
        id={FORM_ID}
        onSubmit={submit}
        error={remove.error}
        fieldNames={['password']}
        intro={
          <Stack space="small">
            <Alert tone="warning">{t('clinicSettings.danger.irreversible')}</Alert>
            <Text>{t('clinicSettings.danger.consequences')}</Text>
          </Stack>
        }
      >
        <TextField
          label={t('clinicSettings.danger.typeName', { name: team.name })}
          value={typedName}
          onChange={setTypedName}
          autoComplete="off"
        />
        <PasswordField
          name="password"
          label={t('clinicSettings.danger.password')}
          autoComplete="current-password"
          isRequired
          errorMessage={fieldError}
        />
      </ServerFeedbackForm>
    </Dialog>
  );
}
