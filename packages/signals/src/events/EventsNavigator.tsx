import { Button, Select, SelectItem } from '@telemed/ui';
import { useState } from 'react';
import * as styles from './panels.css';
import { eventTypeLabel } from '../i18n/eventTypeLabel';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import { adjacentEvent, positionAmongType } from './eventNavigation';
import type { EventEditor } from './useEventEditor';

/** Props of {@link EventsNavigator}. */
export interface EventsNavigatorProps {
  editor: EventEditor;
  /** Types offered; by default those present among the events. */
  types?: readonly string[];
  /** Where to start when nothing is selected (e.g. the viewer's window start). */
  fromTime: number;
}

const ANY_TYPE = '*';

/**
 * The events navigator (spec clinical-domain §2): choose a type, then step to the previous or
 * next event of it; the step selects the event, which the viewer brings into view. Announces the
 * position among events of the type ("3 of 41").
 */
export function EventsNavigator({ editor, types, fromTime }: EventsNavigatorProps) {
  const { t } = useSignalsTranslation();
  const [type, setType] = useState(ANY_TYPE);
  const present = types ?? [...new Set(editor.state.events.map((event) => event.type))].sort();
  const selected = editor.state.events.find((event) => event.id === editor.state.selectedId);
  const wanted = type === ANY_TYPE ? undefined : type;
  const from = selected ? { time: selected.start, id: selected.id } : { time: fromTime };
  const go = (direction: 1 | -1) => {
    const target = adjacentEvent(editor.state.events, from, direction, wanted);
    if (target) editor.dispatch({ type: 'event.select', id: target.id });
  };
  const previous = adjacentEvent(editor.state.events, from, -1, wanted);
  const next = adjacentEvent(editor.state.events, from, 1, wanted);
  const hasAny = editor.state.events.some((event) => wanted === undefined || event.type === wanted);
  const position =
    selected && (wanted === undefined || selected.type === wanted)
      ? positionAmongType(editor.state.events, selected)
      : undefined;
  return (
    <div role="group" aria-label={t('navigator.label')} className={styles.controlRow}>
      <Select
        label={t('navigator.type')}
        selectedKey={type}
        onSelectionChange={(key) => setType(typeof key === 'string' ? key : ANY_TYPE)}
        items={[
          { id: ANY_TYPE, name: t('navigator.anyType') },
          ...present.map((id) => ({ id, name: eventTypeLabel(t, id) })),
        ]}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Button variant="secondary" isDisabled={!previous} onPress={() => go(-1)}>
        {t('navigator.previous')}
      </Button>
      <Button variant="secondary" isDisabled={!next} onPress={() => go(1)}>
        {t('navigator.next')}
      </Button>
      <output aria-live="polite">
        {!hasAny ? t('navigator.none') : position ? t('navigator.position', position) : ''}
      </output>
    </div>
  );
}
