import { Alert, Button, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import * as styles from './ExaminationScreen.css';
import type { EventSaving } from './useEventSaving';

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  saving: EventSaving;
  /** Drops the unsaved edits and loads the events again (for a save the server refuses). */
  onDiscard(): void;
}

/**
 * How saving the event edits goes: quietly "Saving…" / "All changes saved" while it works, and
 * an error that names the failure, says whether it is being retried, and offers Retry now (and,
 * for a refused change, discarding the unsaved edits) when it does not: no edit is lost unseen.
 */
export function SaveStatus({ saving, onDiscard }: SaveStatusProps) {
  const { t } = useTranslation();
  const { pending, failure } = saving.state;
  if (failure)
    return (
      <Alert tone="error" title={t('examination.saving.failed', { count: pending })}>
        <span className={styles.saveFailure}>
          <span>
            {sentence(errorText(failure.error, t))}{' '}
            {failure.retrying ? t('examination.saving.retrying') : t('examination.saving.refused')}
          </span>
          <Button variant="secondary" size="small" onPress={saving.retry}>
            {t('examination.saving.retry')}
          </Button>
          {!failure.retrying && (
            <Button variant="ghost" size="small" onPress={onDiscard}>
              {t('examination.saving.discard')}
            </Button>
          )}
        </span>
      </Alert>
    );
  return (
    <Text tone="secondary" className={styles.saveState} role="status" data-testid="save-state">
      {pending > 0
        ? t('examination.saving.pending', { count: pending })
        : t('examination.saving.saved')}
    </Text>
  );
}

/** The server's message as a sentence of its own, whatever punctuation it came with. */
function sentence(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
