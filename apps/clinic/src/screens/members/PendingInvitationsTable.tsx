import type { Invitation } from '@telemed/domain';
import {
  Button,
  Cell,
  Column,
  DateTime,
  Row,
  Table,
  TableBody,
  TableHeader,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { teamInvitationsKey } from './memberQueries';
import * as layout from '../../shell/screenLayout.css';

type InvitationAction = { kind: 'resend' | 'revoke'; invitation: Invitation };

/** The clinic's pending invitations (GET teams/{teamId}/invitations), each resent or revoked. */
export function PendingInvitationsTable({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: teamInvitationsKey(teamId),
    queryFn: ({ signal }) =>
      client.invitations.listTeamInvitations({ params: { teamId } }, { signal }),
  });
  const act = useMutation({
    mutationFn: ({ kind, invitation }: InvitationAction) =>
      kind === 'resend'
        ? client.invitations.resendInvitation({ params: { teamId, invitationId: invitation._id } })
        : client.invitations.revokeInvitation({ params: { teamId, invitationId: invitation._id } }),
    onSuccess: async (_answer, { kind, invitation }) => {
      toastQueue.show(
        t(kind === 'resend' ? 'members.invitations.resent' : 'members.invitations.revoked', {
          email: invitation.email,
        }),
        {
          tone: 'success',
        },
      );
      await queryClient.invalidateQueries({ queryKey: teamInvitationsKey(teamId) });
    },
    onError: (error) => toastQueue.show(errorText(error, t), { tone: 'error' }),
  });
  const pending = (invitations.data ?? []).filter((invitation) => invitation.status === 'pending');
  return (
    <Table
      aria-label={t('members.invitations.label')}
      isLoading={invitations.isPending}
      loadingRowCount={2}
    >
      <TableHeader>
        <Column id="email" isRowHeader>
          {t('members.columns.email')}
        </Column>
        <Column id="role">{t('members.columns.role')}</Column>
        <Column id="sentAt">{t('members.columns.sentAt')}</Column>
        <Column id="actions">{t('members.columns.actions')}</Column>
      </TableHeader>
      <TableBody items={pending} emptyText={t('members.invitations.empty')}>
        {(invitation) => {
          // The pressed button shows it is busy (and keeps focus); the others wait, disabled.
          const pressed = (kind: InvitationAction['kind']) =>
            act.isPending &&
            act.variables.kind === kind &&
            act.variables.invitation._id === invitation._id;
          return (
            <Row id={invitation._id}>
              <Cell>{invitation.email}</Cell>
              <Cell>{t(`roles.${invitation.role}`)}</Cell>
              <Cell>
                <DateTime value={invitation.sentAt} />
              </Cell>
              <Cell>
                <span className={layout.actionRow}>
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={pressed('resend')}
                    isDisabled={act.isPending && !pressed('resend')}
                    aria-label={t('members.invitations.resendNamed', { email: invitation.email })}
                    onPress={() => act.mutate({ kind: 'resend', invitation })}
                  >
                    {t('members.invitations.resend')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={pressed('revoke')}
                    isDisabled={act.isPending && !pressed('revoke')}
                    aria-label={t('members.invitations.revokeNamed', { email: invitation.email })}
                    onPress={() => act.mutate({ kind: 'revoke', invitation })}
                  >
                    {t('members.invitations.revoke')}
                  </Button>
                </span>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
