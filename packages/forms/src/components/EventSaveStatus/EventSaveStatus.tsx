import type { TranslateFunction } from '@telemed/domain';
import { Alert, Button, Text } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { eventSaveProgress } from '../../machines/eventSaving/eventSavingMachine';
import type {
  EventSaveProgress,
  eventSavingMachine,
} from '../../machines/eventSaving/eventSavingMachine';
import { failureText } from '../../validation/failureFeedback';
import type { DescribeFailure } from '../../validation/failureFeedback';
import * as styles from './EventSaveStatus.css';

/** Props of {@link EventSaveStatus}. */
export interface EventSaveStatusProps {
  /** The examination's event-saving queue. */
  actorRef: ActorRefFrom<typeof eventSavingMachine>;
  /** Drops the unsaved edits and loads the events again (for a change the server refuses). */
  onDiscard(): void;
  /**
   * What a failure says.
   * @default the domain catalogue's text, or the server's message
   */
  describeFailure?: DescribeFailure;
}

/**
 * How saving the event edits goes: quietly "Saving…" / "All changes saved" while it works, and
 * an error that names the failure, says whether it is being retried (or waits for the
 * connection), and offers Retry now (and, for a refused change, discarding the unsaved edits):
 * no edit is lost unseen.
 */
export function EventSaveStatus({ actorRef, onDiscard, describeFailure }: EventSaveStatusProps) {
  const { t } = useFormsTranslation();
  const { pending, failure, isOffline } = useSelector(actorRef, eventSaveProgress, sameStatus);
  if (failure) {
    const translate: TranslateFunction = (key, options) => t(key, options);
    const reason = describeFailure
      ? describeFailure(failure.error)
      : failureText(failure.error, translate);
    const outlook = isOffline
      ? t('eventSaving.offline')
      : failure.isTransient
        ? t('eventSaving.retrying')
        : t('eventSaving.refused');
    return (
      <Alert tone="error" title={t('eventSaving.failed', { count: pending })}>
        <span className={styles.saveFailure}>
          <span>
            {sentence(reason)} {outlook}
          </span>
          <Button
            variant="secondary"
            size="small"
            onPress={() => actorRef.send({ type: 'save.retry' })}
          >
            {t('eventSaving.retry')}
          </Button>
          {!failure.isTransient && (
            <Button variant="ghost" size="small" onPress={onDiscard}>
              {t('eventSaving.discard')}
            </Button>
          )}
        </span>
      </Alert>
    );
  }
  return (
    <Text tone="secondary" className={styles.saveState} role="status" data-testid="save-state">
      {pending > 0 ? t('eventSaving.pending', { count: pending }) : t('eventSaving.saved')}
    </Text>
  );
}

/** Equal statuses render the same: re-render only when one of the figures changes. */
function sameStatus(a: EventSaveProgress, b: EventSaveProgress): boolean {
  return a.pending === b.pending && a.failure === b.failure && a.isOffline === b.isOffline;
}

/** The failure's message as a sentence of its own, whatever punctuation it came with. */
function sentence(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
