import { EVENT_ORIGINS } from '@telemed/domain';
import type { EventOrigin, Examination } from '@telemed/domain';
import type { EventEditor } from '@telemed/signals';
import { Button, ConfirmDialog, Select, SelectItem, toastQueue } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext';
import * as styles from './ExaminationScreen.css';

const ORIGIN_KEYS = {
  analysis: 'analysis',
  'quality analysis': 'qualityAnalysis',
  user: 'user',
} as const satisfies Record<EventOrigin, string>;

/** Props of {@link RemoveEventsByOrigin}. */
export interface RemoveEventsByOriginProps {
  examination: Examination;
  editor: EventEditor;
}

/**
 * Removes every event of one origin (clinical-domain §2 "remove events by origin"; DELETE
 * .../events?origin=), for instance the analysis's before scoring a night by hand. It asks first
 * and says how many go, since the removal is not part of the undo history; colleagues with the
 * examination open see the events go.
 */
export function RemoveEventsByOrigin({ examination, editor }: RemoveEventsByOriginProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [origin, setOrigin] = useState<EventOrigin>('analysis');
  const [isConfirming, setConfirming] = useState(false);
  const doomed = editor.state.events.filter((event) => event.origin === origin);
  const originName = (value: EventOrigin) =>
    t(`examination.removeByOrigin.origins.${ORIGIN_KEYS[value]}`);

  const remove = async () => {
    const params = { teamId: examination.teamId, examinationId: examination._id };
    const { deleted } = await client.events.removeByOrigin({ params, query: { origin } });
    for (const event of doomed)
      editor.dispatch({ type: 'edit.receive', edit: { kind: 'delete', event } });
    toastQueue.show(t('examination.removeByOrigin.done', { count: deleted.length }), {
      tone: 'success',
    });
  };

  return (
    <div className={styles.buttons}>
      <Select
        label={t('examination.removeByOrigin.origin')}
        items={EVENT_ORIGINS.map((id) => ({ id, name: originName(id) }))}
        selectedKey={origin}
        onSelectionChange={(key) => setOrigin(EVENT_ORIGINS.find((id) => id === key) ?? 'analysis')}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Button
        variant="danger"
        className={styles.alignedWithField}
        isDisabled={doomed.length === 0}
        onPress={() => setConfirming(true)}
      >
        {t('examination.removeByOrigin.open', { count: doomed.length })}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('examination.removeByOrigin.title', { origin: originName(origin) })}
        message={t('examination.removeByOrigin.message', { count: doomed.length })}
        confirmLabel={t('examination.removeByOrigin.confirm')}
        onConfirm={remove}
      />
    </div>
  );
}
