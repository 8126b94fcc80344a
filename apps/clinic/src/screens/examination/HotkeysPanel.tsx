import { bindHotkey, eventTypeLabel, hotkeyProblem, useSignalsTranslation } from '@telemed/signals';
import type { EventHotkeys, HotkeyProblem } from '@telemed/signals';
import { Text, TextField } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ExaminationScreen.css';

/** Props of {@link HotkeysPanel}. */
export interface HotkeysPanelProps {
  /** The types the examination may carry, one key each at most. */
  eventTypes: readonly string[];
  hotkeys: EventHotkeys;
  onChange(hotkeys: EventHotkeys): void;
}

/**
 * The user's hotkeys per event type (clinical-domain §2): one key field per type; a key the
 * viewer needs for itself or one bound to another type is refused with the reason.
 */
export function HotkeysPanel({ eventTypes, hotkeys, onChange }: HotkeysPanelProps) {
  const { t } = useTranslation();
  const signals = useSignalsTranslation();
  const [problems, setProblems] = useState<Record<string, HotkeyProblem | undefined>>({});
  const keyOf = (type: string) =>
    Object.entries(hotkeys).find(([, bound]) => bound === type)?.[0] ?? '';
  const change = (type: string, value: string) => {
    const key = value.trim().slice(-1);
    if (key === '') {
      setProblems((all) => ({ ...all, [type]: undefined }));
      onChange(Object.fromEntries(Object.entries(hotkeys).filter(([, bound]) => bound !== type)));
      return;
    }
    const problem = hotkeyProblem(hotkeys, key, type);
    setProblems((all) => ({ ...all, [type]: problem }));
    if (!problem) onChange(bindHotkey(hotkeys, key, type));
  };
  return (
    <div className={styles.panel}>
      <Text tone="secondary">{t('examination.hotkeys.intro')}</Text>
      <div className={styles.hotkeys}>
        {eventTypes.map((type) => {
          const problem = problems[type];
          return (
            <TextField
              key={type}
              label={eventTypeLabel(signals.t, type)}
              value={keyOf(type)}
              onChange={(value) => change(type, value)}
              isInvalid={problem !== undefined}
              errorMessage={problem && t(`examination.hotkeys.${problem}`)}
              className={styles.hotkeyField}
            />
          );
        })}
      </div>
    </div>
  );
}
