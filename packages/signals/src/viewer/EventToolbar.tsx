import { memo, useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Select, SelectItem, TextField } from '@telemed/ui';
import type { EventEditor } from '../events/useEventEditor';
import { isAutomaticEvent } from '../events/viewerEvent';
import { eventTypeLabel } from '../i18n/eventTypeLabel';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import * as styles from './SignalViewer.css';

/** Props of {@link EventToolbar}. */
export interface EventToolbarProps {
  editor: EventEditor;
  /** Types the selected event may take. */
  eventTypes: readonly string[];
  readOnly: boolean;
  t: SignalsTranslate;
}

/**
 * Editing of the selected event without a pointer: its type, its description (read-only for
 * detected events, spec clinical-domain §5), whether the report shows it (platform-core §3
 * showInReport: listed with its strip), delete, and undo/redo of the whole history.
 *
 * Focus never falls to the page when a button goes: Delete (gone with its event) hands it to
 * Undo, and Undo or Redo, disabled by their last step, hand it to the other.
 */
export const EventToolbar = memo(function EventToolbar({
  editor,
  eventTypes,
  readOnly,
  t,
}: EventToolbarProps) {
  const { state, dispatch } = editor;
  const selected =
    state.selectedId === undefined
      ? undefined
      : state.events.find((event) => event.id === state.selectedId);
  const types =
    selected && !eventTypes.includes(selected.type) ? [selected.type, ...eventTypes] : eventTypes;
  const locked = !selected || readOnly || isAutomaticEvent(selected);
  const undoRef = useRef<HTMLButtonElement>(null);
  const redoRef = useRef<HTMLButtonElement>(null);
  // The button to focus once the edit is drawn (enabled by it).
  const [focusNext, setFocusNext] = useState<'undo' | 'redo'>();
  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'undo' ? undoRef : redoRef).current?.focus();
    setFocusNext(undefined);
  }, [focusNext, state]);
  return (
    <div className={styles.toolbar} role="group" aria-label={t('event.toolbar')}>
      {selected && (
        <>
          <Select
            label={t('event.type')}
            selectedKey={selected.type}
            isDisabled={readOnly}
            onSelectionChange={(key) =>
              typeof key === 'string' &&
              dispatch({ type: 'event.update', event: { ...selected, type: key } })
            }
            items={types.map((type) => ({ id: type, name: eventTypeLabel(t, type) }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <TextField
            key={selected.id}
            label={t('event.description')}
            defaultValue={selected.description ?? ''}
            isReadOnly={locked}
            description={
              selected && isAutomaticEvent(selected) ? t('event.descriptionLocked') : undefined
            }
            onBlur={(focus) => {
              const description = (focus.target as HTMLInputElement).value;
              if (!locked && description !== (selected.description ?? ''))
                dispatch({ type: 'event.update', event: { ...selected, description } });
            }}
          />
          <Checkbox
            isSelected={selected.showInReport ?? false}
            isDisabled={readOnly}
            onChange={(showInReport) =>
              dispatch({ type: 'event.update', event: { ...selected, showInReport } })
            }
          >
            {t('event.showInReport')}
          </Checkbox>
          <Button
            variant="secondary"
            isDisabled={readOnly}
            onPress={() => {
              dispatch({ type: 'event.delete', id: selected.id });
              setFocusNext('undo');
            }}
          >
            {t('event.delete')}
          </Button>
        </>
      )}
      <Button
        ref={undoRef}
        variant="ghost"
        isDisabled={readOnly || state.undoStack.length === 0}
        onPress={() => {
          dispatch({ type: 'history.undo' });
          if (state.undoStack.length === 1) setFocusNext('redo');
        }}
      >
        {t('event.undo')}
      </Button>
      <Button
        ref={redoRef}
        variant="ghost"
        isDisabled={readOnly || state.redoStack.length === 0}
        onPress={() => {
          dispatch({ type: 'history.redo' });
          if (state.redoStack.length === 1) setFocusNext('undo');
        }}
      >
        {t('event.redo')}
      </Button>
    </div>
  );
});
