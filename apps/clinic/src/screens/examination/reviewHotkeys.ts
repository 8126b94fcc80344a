import type { ExaminationType } from '@telemed/domain';
import { bindHotkey } from '@telemed/signals';
import type { EventHotkeys } from '@telemed/signals';

/**
 * Keys offered until the user binds their own (clinical-domain §2: hotkeys per event type, set
 * by the user): each type's initial, or a neighbouring letter where two types share one. Only the
 * types the examination may carry are bound.
 */
const SUGGESTED_HOTKEYS: readonly [key: string, type: string][] = [
  ['o', 'APNEA_OBSTRUCTIVE'],
  ['c', 'APNEA_CENTRAL'],
  ['m', 'APNEA_MIXED'],
  ['h', 'HYPOPNEA'],
  ['d', 'DESATURATION'],
  ['s', 'SNORE'],
  ['w', 'WAKE'],
  ['a', 'ATRIAL_FIBRILLATION'],
  ['f', 'ATRIAL_FLUTTER'],
  ['v', 'VENTRICULAR_ECTOPIC'],
  ['e', 'SUPRAVENTRICULAR_ECTOPIC'],
  ['p', 'PAUSE'],
  ['b', 'BRADYCARDIA'],
  ['t', 'TACHYCARDIA'],
  ['x', 'ARTIFACT'],
  ['k', 'COUGH'],
  ['u', 'CUSTOM'],
];

/** The suggested keys for the types an examination may carry. */
export function suggestedHotkeys(eventTypes: readonly string[]): EventHotkeys {
  return SUGGESTED_HOTKEYS.reduce<EventHotkeys>(
    (hotkeys, [key, type]) =>
      eventTypes.includes(type) ? bindHotkey(hotkeys, key, type) : hotkeys,
    {},
  );
}

/** Where the user's own keys of one examination type are kept in this browser. */
export const hotkeysStorageKey = (type: ExaminationType) => `examination.hotkeys.${type}`;

/** The user's keys for the type, or the suggested ones; bindings to types it lacks are left out. */
export function loadHotkeys(
  storage: Pick<Storage, 'getItem'>,
  type: ExaminationType,
  eventTypes: readonly string[],
): EventHotkeys {
  try {
    const stored: unknown = JSON.parse(storage.getItem(hotkeysStorageKey(type)) ?? 'null');
    if (stored && typeof stored === 'object')
      return Object.entries(stored).reduce<EventHotkeys>(
        (hotkeys, [key, bound]) =>
          typeof bound === 'string' && eventTypes.includes(bound)
            ? bindHotkey(hotkeys, key, bound)
            : hotkeys,
        {},
      );
  } catch {
    // A value written by hand or an older version: start from the suggestions.
  }
  return suggestedHotkeys(eventTypes);
}
