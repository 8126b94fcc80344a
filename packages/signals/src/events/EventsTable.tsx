import { ALL_SIGNALS } from '@telemed/domain';
import { Cell, Column, Icon, Pagination, Row, Table, TableBody, TableHeader } from '@telemed/ui';
import type { Selection } from '@telemed/ui';
import { useMemo, useState } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { eventTypeLabel } from '../i18n/eventTypeLabel';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import type { SignalChannel } from '../model/signalData';
import * as viewerStyles from '../viewer/SignalViewer.css';
import * as styles from './panels.css';
import { eventsIn } from './eventIndex';
import type { EventEditor } from './useEventEditor';
import { isAutomaticEvent } from './viewerEvent';

/** Props of {@link EventsTable}. */
export interface EventsTableProps {
  editor: EventEditor;
  /** Channels, to name an event's signal. */
  channels: readonly SignalChannel[];
  /** Only events overlapping this window (e.g. the viewer's); all events when absent. */
  window?: TimeWindow;
  /** Only events of this type. */
  type?: string;
  /**
   * Rows per page: a night's 10,000 events are paged, never rendered at once.
   * @default 50
   */
  pageSize?: number;
  /** IANA time zone of the clock times. */
  timeZone?: string;
}

/**
 * The events table (spec clinical-domain §2): type, start, duration, signal, origin and
 * description by start time, as a @telemed/ui Table whose single selection is the editor's, so
 * choosing a row selects the event in the viewer (which brings it into view) and back.
 * Descriptions of detected events carry a lock note (spec clinical-domain §5).
 */
export function EventsTable({
  editor,
  channels,
  window,
  type,
  pageSize = 50,
  timeZone,
}: EventsTableProps) {
  const { t, language } = useSignalsTranslation();
  const [page, setPage] = useState(1);
  // From the editor's index, already in start order: the events of a window by two binary
  // searches rather than a filter and a sort of the whole recording's.
  const rows = useMemo(() => {
    const candidates = window ? eventsIn(editor.index, window) : editor.index.sorted;
    return type === undefined ? candidates : candidates.filter((event) => event.type === type);
  }, [editor.index, type, window]);
  const selectedId = editor.state.selectedId;
  // The page holding the selected event, so a selection made in the viewer shows here too. A
  // selection made elsewhere may join the rows only once the window has moved to it, so the page
  // follows when the selected event first appears among them.
  const selectedIndex = selectedId ? rows.findIndex((event) => event.id === selectedId) : -1;
  const [followed, setFollowed] = useState<string>();
  if (selectedIndex >= 0 && followed !== selectedId) {
    setFollowed(selectedId);
    setPage(Math.floor(selectedIndex / pageSize) + 1);
  } else if (selectedIndex < 0 && followed !== undefined) {
    setFollowed(undefined);
  }
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  const clock = useMemo(
    () => new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone }),
    [language, timeZone],
  );
  const seconds = useMemo(
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
    [language],
  );
  const signalName = (signal: string) =>
    signal === ALL_SIGNALS
      ? t('event.allSignals')
      : (channels.find((channel) => channel.id === signal)?.label ?? signal);
  const onSelectionChange = (keys: Selection) => {
    const [id] = keys === 'all' ? [] : [...keys];
    editor.dispatch({ type: 'event.select', id: typeof id === 'string' ? id : undefined });
  };
  return (
    <div>
      <Table
        aria-label={t('eventsTable.label')}
        selectionMode="single"
        selectionBehavior="replace"
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={onSelectionChange}
      >
        <TableHeader>
          <Column isRowHeader>{t('eventsTable.type')}</Column>
          <Column>{t('eventsTable.start')}</Column>
          <Column>{t('eventsTable.duration')}</Column>
          <Column>{t('eventsTable.signal')}</Column>
          <Column>{t('eventsTable.origin')}</Column>
          <Column>{t('eventsTable.description')}</Column>
        </TableHeader>
        <TableBody items={shown} emptyText={t('eventsTable.empty')}>
          {(event) => (
            <Row id={event.id}>
              <Cell>{eventTypeLabel(t, event.type)}</Cell>
              <Cell>{clock.format(event.start)}</Cell>
              <Cell>
                {t('eventsTable.seconds', {
                  seconds: seconds.format((event.end - event.start) / 1000),
                })}
              </Cell>
              <Cell>{signalName(event.signal)}</Cell>
              <Cell>{t(ORIGIN_KEYS[event.origin])}</Cell>
              <Cell>
                {isAutomaticEvent(event) && event.description ? (
                  <span className={styles.lockedDescription}>
                    {event.description}
                    <Icon name="lock" size={14} />
                    <span className={viewerStyles.visuallyHidden}>
                      {t('eventsTable.descriptionLocked')}
                    </span>
                  </span>
                ) : (
                  (event.description ?? '')
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination total={rows.length} pageSize={pageSize} page={current} onPageChange={setPage} />
    </div>
  );
}

const ORIGIN_KEYS = {
  analysis: 'event.originAnalysis',
  'quality analysis': 'event.originQualityAnalysis',
  user: 'event.originUser',
} as const;
