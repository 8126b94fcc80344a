/**
 * Keys the user binds to event types (spec clinical-domain §2: "hotkeys per event type (the user
 * sets them)"), by key as `KeyboardEvent.key` reports it, lower-cased: `{ a: 'APNEA_OBSTRUCTIVE' }`.
 */
export type EventHotkeys = Readonly<Record<string, string>>;

/**
 * Keys the viewer itself uses (navigation, zoom, editing); a hotkey may not take them, or the
 * viewer would stop being keyboard-operable.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  'arrowleft',
  'arrowright',
  'arrowup',
  'arrowdown',
  'pageup',
  'pagedown',
  'home',
  'end',
  '+',
  '=',
  '-',
  '_',
  // Opens the viewer's keyboard shortcuts.
  '?',
  // Select the next and previous event in view.
  ']',
  '[',
  'delete',
  'backspace',
  'escape',
  'enter',
  'tab',
  ' ',
]);

/** Why a key cannot be bound: `reserved` by the viewer, or already `taken` by another type. */
export type HotkeyProblem = 'reserved' | 'taken' | 'invalid';

/** The key as hotkeys store it: one character or a named key, lower-cased. */
export function normaliseHotkey(key: string): string {
  return key.toLowerCase();
}

/**
 * Whether `key` may be bound to `type`: a single printable character (letters, digits,
 * punctuation), not reserved, not bound to another type.
 */
export function hotkeyProblem(
  hotkeys: EventHotkeys,
  key: string,
  type: string,
): HotkeyProblem | undefined {
  const normalised = normaliseHotkey(key);
  if ([...normalised].length !== 1 || normalised.trim() === '') return 'invalid';
  if (RESERVED_KEYS.has(normalised)) return 'reserved';
  const bound = hotkeys[normalised];
  return bound !== undefined && bound !== type ? 'taken' : undefined;
}

/** The hotkeys with `type` bound to `key` (its previous key freed), or unchanged if not allowed. */
export function bindHotkey(hotkeys: EventHotkeys, key: string, type: string): EventHotkeys {
  if (hotkeyProblem(hotkeys, key, type)) return hotkeys;
  const kept = Object.entries(hotkeys).filter(([, bound]) => bound !== type);
  return Object.fromEntries([...kept, [normaliseHotkey(key), type]]);
}

/**
 * The event type a key press scores, if any. Presses with Ctrl, Alt or Meta belong to the browser
 * and the viewer's own shortcuts, never to hotkeys.
 */
export function hotkeyEventType(
  hotkeys: EventHotkeys,
  press: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
): string | undefined {
  if (press.ctrlKey || press.altKey || press.metaKey) return undefined;
  return hotkeys[normaliseHotkey(press.key)];
}
