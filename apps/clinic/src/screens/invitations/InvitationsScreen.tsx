import { isEmployeeRole } from '@telemed/domain';
import type { Invitation } from '@telemed/domain';
import { Alert, Button, DateTime, Preloader, Stack, Text, toastQueue } from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { teamsQueryKey } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as styles from './InvitationsScreen.css';

/** The signed-in user's invitations (GET teams/invitations). */
export const myInvitationsKey = ['invitations', 'mine'] as const;

/**
 * `/invitations`, where an invitation mail leads (`?teamId=` names its clinic, listed first): the
 * user's pending invitations to join clinics, each accepted (joinToTeam, then that clinic opens;
 * an invitation as a patient leads back to the start page) or declined. Shown invitations are flagged as seen.
 */
export function InvitationsScreen() {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mailedTeamId = params.get('teamId');
  const invitations = useQuery({
    queryKey: myInvitationsKey,
    queryFn: ({ signal }) => client.invitations.listMyInvitations({ signal }),
  });
  const pending = (invitations.data ?? [])
    .filter((invitation) => invitation.status === 'pending')
    .sort(
      (first, second) =>
        Number(second.teamId === mailedTeamId) - Number(first.teamId === mailedTeamId),
    );

  const flagged = useRef(new Set<string>());
  useEffect(() => {
    for (const invitation of invitations.data ?? []) {
      if (invitation.seen || invitation.status !== 'pending') continue;
      if (flagged.current.has(invitation._id)) continue;
      flagged.current.add(invitation._id);
      // Best effort: a failed flag only leaves the invitation marked as new.
      void client.invitations
        .flagInvitation({ params: { teamId: invitation.teamId }, body: { seen: true } })
        .catch(() => undefined);
    }
  }, [client, invitations.data]);

  const failed = (error: unknown) => toastQueue.show(errorText(error, t), { tone: 'error' });
  const accept = useMutation({
    mutationFn: (invitation: Invitation) =>
      client.invitations.joinTeam({ body: { teamId: invitation.teamId } }),
    onSuccess: async (team) => {
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      void queryClient.invalidateQueries({ queryKey: myInvitationsKey });
      toastQueue.show(t('invitations.joined', { name: team.name }), { tone: 'success' });
      // A patient's clinic is not one this staff portal opens; the patient stays on the start page.
      if (!isEmployeeRole(team.role)) return navigate('/');
      session.selectTeam(team._id);
      await navigate(`/clinic/${team._id}`);
    },
    onError: failed,
  });
  const decline = useMutation({
    mutationFn: (invitation: Invitation) =>
      client.invitations.rejectInvitation({ params: { teamId: invitation.teamId } }),
    onSuccess: async (_answer, invitation) => {
      await queryClient.invalidateQueries({ queryKey: myInvitationsKey });
      toastQueue.show(t('invitations.declined', { name: invitation.teamName }), { tone: 'info' });
    },
    onError: failed,
  });
  const busy = accept.isPending || decline.isPending;

  return (
    <Stack space="xlarge">
      <PageHeader />
      {invitations.isPending && <Preloader />}
      {invitations.isError && <Alert tone="error">{errorText(invitations.error, t)}</Alert>}
      {invitations.isSuccess && pending.length === 0 && (
        <Text tone="secondary">{t('invitations.none')}</Text>
      )}
      {pending.map((invitation) => {
        const headingId = `invitation-${invitation._id}`;
        // The pressed button shows it is busy (and keeps focus); the other waits, disabled.
        const accepting = accept.isPending && accept.variables._id === invitation._id;
        const declining = decline.isPending && decline.variables._id === invitation._id;
        return (
          <SectionCard
            key={invitation._id}
            headingId={headingId}
            heading={t('invitations.heading', { name: invitation.teamName })}
          >
            <Text>{t('invitations.role', { role: t(`roles.${invitation.role}`) })}</Text>
            <Text tone="secondary">
              {t('invitations.invitedBy', { name: invitation.invitedBy })}{' '}
              <DateTime value={invitation.sentAt} isDateOnly />
            </Text>
            <div className={styles.actions}>
              <Button
                isPending={accepting}
                isDisabled={busy && !accepting}
                aria-describedby={headingId}
                onPress={() => accept.mutate(invitation)}
              >
                {t('invitations.accept')}
              </Button>
              <Button
                variant="secondary"
                isPending={declining}
                isDisabled={busy && !declining}
                aria-describedby={headingId}
                onPress={() => decline.mutate(invitation)}
              >
                {t('invitations.decline')}
              </Button>
            </div>
          </SectionCard>
        );
      })}
    </Stack>
  );
}
