import { EMPLOYEE_ROLES } from '@telemed/domain';
import { BulkInvitationDialog } from '@telemed/forms';
import { Button, Modal } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext';
import { bulkInvitationServices } from './bulkInvitationTasks';
import { teamInvitationsKey } from './memberQueries';

/**
 * Opens the dialog that invites several employees at once (invitations in bulk); the pending
 * invitations are read again once they were sent.
 */
export function BulkInviteButton({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('members.invite.bulk')}
        </Button>
      </div>
      <Modal isOpen={isOpen} onOpenChange={setOpen}>
        <BulkInvitationDialog
          services={bulkInvitationServices(services, teamId)}
          roles={EMPLOYEE_ROLES.map((id) => ({ id, name: t(`roles.${id}`) }))}
          onSent={() =>
            void queryClient.invalidateQueries({ queryKey: teamInvitationsKey(teamId) })
          }
        />
      </Modal>
    </>
  );
}
