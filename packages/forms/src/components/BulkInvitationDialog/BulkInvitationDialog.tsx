import { BULK_INVITATION_MAX } from '@telemed/domain';
import type { MemberRole, TranslateFunction } from '@telemed/domain';
import { Button, Dialog, Select, SelectItem, TextArea } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type { BulkInvitationSnapshot } from '../../machines/bulkInvitation/bulkInvitationMachine';
import { provideBulkInvitation } from '../../machines/bulkInvitation/bulkInvitationServices';
import type { BulkInvitationServices } from '../../machines/bulkInvitation/bulkInvitationServices';
import { failureText } from '../../validation/failureFeedback';
import { TaskStatus } from '../TaskStatus/TaskStatus';
import * as styles from './BulkInvitationDialog.css';

/** A role the invitations may offer, with its name in the interface language. */
export interface RoleOption {
  id: MemberRole;
  name: string;
}

/** Props of {@link BulkInvitationDialog}. */
export interface BulkInvitationDialogProps {
  /** How the invitations are sent, followed and read (the app's API, or a fake). */
  services: BulkInvitationServices;
  /** The roles offered (the clinic's employee roles), the first chosen at first. */
  roles: readonly RoleOption[];
  /** Called once the invitations were sent (the app reloads its pending invitations). */
  onSent?: (taskId: string) => void;
}

const OUTCOME_KEYS = {
  invited: 'bulkInvitation.outcome.invited',
  memberExists: 'bulkInvitation.outcome.memberExists',
  invitationPending: 'bulkInvitation.outcome.invitationPending',
  failed: 'bulkInvitation.outcome.failed',
} as const;

const select = (snapshot: BulkInvitationSnapshot) => ({
  isEditing: snapshot.hasTag('editing'),
  isStarting: snapshot.matches('starting'),
  isInviting: snapshot.matches('inviting') || snapshot.matches('collecting'),
  isSent: snapshot.matches('sent'),
  isFailed: snapshot.matches('failed'),
  canStart: snapshot.can({ type: 'invite.start' }),
  context: snapshot.context,
});

/**
 * Inviting several employees at once (invitations in bulk, a team-invite task): addresses pasted
 * or typed, read as they are written (what is not an address is named), one role for all; then
 * the task with its progress and Cancel, and how each address went — invited, already a member,
 * already invited, or failed. Render it in a `Modal`.
 * @selector [data-invitation-state] on the body: editing, inviting, sent or failed
 */
export function BulkInvitationDialog({ services, roles, onSent }: BulkInvitationDialogProps) {
  const { t } = useFormsTranslation();
  const translate: TranslateFunction = (key, options) => t(key, options);
  const [machine] = useState(() => provideBulkInvitation(services));
  const actorRef = useActorRef(machine, { input: { role: roles[0]?.id ?? 'doctor' } });
  const view = useSelector(actorRef, select);
  const sent = useEffectEvent((taskId: string) => onSent?.(taskId));
  useEffect(() => {
    const subscription = actorRef.on('invitations.sent', ({ taskId }) => sent(taskId));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { context } = view;
  const { addresses } = context;
  const addressesError =
    addresses.invalid.length > 0
      ? t('bulkInvitation.invalid', { entries: addresses.invalid.join(', ') })
      : addresses.isTooMany
        ? t('bulkInvitation.tooMany', { max: BULK_INVITATION_MAX })
        : undefined;
  const state = view.isEditing
    ? 'editing'
    : view.isInviting
      ? 'inviting'
      : view.isSent
        ? 'sent'
        : 'failed';

  return (
    <Dialog
      title={t('bulkInvitation.title')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('bulkInvitation.close')}
          </Button>
          {view.isEditing && (
            // Not `isPending`: its spinner is named by the button, which is gone once the task runs.
            <Button
              isDisabled={!view.canStart || view.isStarting}
              onPress={() => actorRef.send({ type: 'invite.start' })}
            >
              {t('bulkInvitation.start')}
            </Button>
          )}
        </>
      )}
    >
      <div className={styles.body} data-invitation-state={state}>
        {view.isEditing && (
          <>
            <TextArea
              label={t('bulkInvitation.addresses')}
              description={t('bulkInvitation.addressesHint')}
              rows={6}
              value={context.text}
              onChange={(text) => actorRef.send({ type: 'addresses.change', text })}
              isDisabled={view.isStarting}
              isInvalid={addressesError !== undefined}
              errorMessage={addressesError}
            />
            <p className={styles.count} aria-live="polite">
              {t('bulkInvitation.count', { count: addresses.emails.length })}
            </p>
            <Select
              label={t('bulkInvitation.role')}
              items={roles}
              selectedKey={context.role}
              isDisabled={view.isStarting}
              onSelectionChange={(key) => {
                const role = roles.find((option) => option.id === key);
                if (role) actorRef.send({ type: 'role.choose', role: role.id });
              }}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
            {context.failure !== null && (
              <p role="alert" className={styles.error}>
                {t('bulkInvitation.failed', { reason: failureText(context.failure, translate) })}
              </p>
            )}
          </>
        )}
        {view.isInviting && <TaskStatus actorRef={context.lifecycle} />}
        {view.isSent && (
          <>
            <p role="status">{t('bulkInvitation.sent')}</p>
            {context.results.length > 0 && (
              <ul className={styles.results} aria-label={t('bulkInvitation.results')}>
                {context.results.map((result) => (
                  <li
                    key={result.email}
                    className={
                      result.outcome === 'failed'
                        ? styles.failedResult
                        : result.outcome === 'invited'
                          ? undefined
                          : styles.notInvited
                    }
                  >
                    {t(OUTCOME_KEYS[result.outcome], { email: result.email })}
                  </li>
                ))}
              </ul>
            )}
            {context.failure !== null && (
              <p role="alert" className={styles.error}>
                {t('bulkInvitation.resultsFailed', {
                  reason: failureText(context.failure, translate),
                })}
              </p>
            )}
            <div>
              <Button variant="secondary" onPress={() => actorRef.send({ type: 'invite.again' })}>
                {t('bulkInvitation.again')}
              </Button>
            </div>
          </>
        )}
        {view.isFailed && (
          <>
            <p role="alert" className={styles.error}>
              {t('bulkInvitation.failed', { reason: failureText(context.failure, translate) })}
            </p>
            <div>
              <Button variant="secondary" onPress={() => actorRef.send({ type: 'invite.again' })}>
                {t('bulkInvitation.retry')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
