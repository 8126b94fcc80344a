import { ALL_SIGNALS } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';
import type { EventEditAction } from '../events/eventEdits';
import { moveEvent, resizeEvent } from '../events/eventEdits';
import { hotkeyEventType } from '../events/eventHotkeys';
import type { EventHotkeys } from '../events/eventHotkeys';
import type { ViewerEvent } from '../events/viewerEvent';
import { windowAfterKey } from './viewWindow';

/**
 * Length of an event scored from the keyboard with nothing selected: 10 s, the shortest apnea or
 * hypopnea (AASM Manual for the Scoring of Sleep and Associated Events, v2.6, 2020, respiratory
 * rules), at most half the view.
 */
export const KEYBOARD_EVENT_MS = 10_000;
/**
 * Share of the view one Alt+arrow moves (or, with Shift, resizes) the selected event: a tenth of
 * the arrow pan, fine enough to place an edge by eye (a project decision).
 */
export const KEY_NUDGE_FRACTION = 0.025;

/** What the viewer knows when a key is pressed. */
export interface ViewerKeyContext {
  view: TimeWindow;
  recording: TimeWindow;
  hotkeys: EventHotkeys;
  selected: ViewerEvent | undefined;
  /** Events in view in start order, for ] and [ (asked only then: 10,000 in a night's view). */
  visible(): readonly ViewerEvent[];
  /** Id for an event created now. */
  newId(): string;
  /** False when events cannot be edited (no editor, or read-only). */
  editable: boolean;
}

/** What a key press does: move the view, edit events, or nothing the viewer handles. */
export type ViewerKeyResult =
  { kind: 'window'; window: TimeWindow } | { kind: 'edit'; action: EventEditAction };

type Press = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>;

/** The event in view after (`]`) or before (`[`) the selected one; the first or last without one. */
function steppedEvent(step: 1 | -1, context: ViewerKeyContext): ViewerEvent | undefined {
  const { selected } = context;
  const visible = context.visible();
  const at = selected ? visible.findIndex((event) => event.id === selected.id) : -1;
  if (at === -1) return step === 1 ? visible[0] : visible.at(-1);
  return visible[at + step];
}

/**
 * The keyboard of the viewer as a pure function: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y redo;
 * `]` and `[` select the next and previous event in view (Tab is left to the page: it leaves the
 * viewer at once, not after every event of a night); Escape clears the selection; Delete removes the selected
 * event; Alt+arrows move it, Alt+Shift+arrows move its end; a hotkey changes the selected
 * event's type or scores a new event in the middle of the view; the rest navigates
 * ({@link windowAfterKey}).
 */
export function viewerKeyResult(
  press: Press,
  context: ViewerKeyContext,
): ViewerKeyResult | undefined {
  const { selected, view, recording, editable } = context;
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.toLowerCase();
  if (command && editable && key === 'z')
    return { kind: 'edit', action: { type: press.shiftKey ? 'history.redo' : 'history.undo' } };
  if (command && editable && key === 'y') return { kind: 'edit', action: { type: 'history.redo' } };
  if (!command && !press.altKey && (press.key === ']' || press.key === '[')) {
    const target = steppedEvent(press.key === ']' ? 1 : -1, context);
    return target ? { kind: 'edit', action: { type: 'event.select', id: target.id } } : undefined;
  }
  if (press.key === 'Escape')
    return selected ? { kind: 'edit', action: { type: 'event.select', id: undefined } } : undefined;
  if (selected && editable && (press.key === 'Delete' || press.key === 'Backspace'))
    return { kind: 'edit', action: { type: 'event.delete', id: selected.id } };
  const span = view.end - view.start;
  if (
    selected &&
    editable &&
    press.altKey &&
    (press.key === 'ArrowLeft' || press.key === 'ArrowRight')
  ) {
    const delta = (press.key === 'ArrowLeft' ? -1 : 1) * span * KEY_NUDGE_FRACTION;
    const event = press.shiftKey
      ? resizeEvent(selected, 'end', selected.end + delta, recording)
      : moveEvent(selected, delta, recording);
    return { kind: 'edit', action: { type: 'event.update', event } };
  }
  const scored = editable ? hotkeyEventType(context.hotkeys, press) : undefined;
  if (scored !== undefined) {
    if (selected)
      return {
        kind: 'edit',
        action: { type: 'event.update', event: { ...selected, type: scored } },
      };
    const length = Math.min(KEYBOARD_EVENT_MS, span / 2);
    const start = view.start + (span - length) / 2;
    return {
      kind: 'edit',
      action: {
        type: 'event.create',
        event: {
          id: context.newId(),
          type: scored,
          start,
          end: start + length,
          signal: ALL_SIGNALS,
          origin: 'user',
          description: null,
          showInReport: false,
        },
      },
    };
  }
  if (command || press.altKey) return undefined;
  const window = windowAfterKey(press.key, view, recording);
  return window ? { kind: 'window', window } : undefined;
}
