import { eventsIn } from '@telemed/signals';
import type { EventIndex, TimeWindow } from '@telemed/signals';
import { Text, formatDateTime, formatDuration } from '@telemed/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EventFiguresView } from './EventFiguresView';
import { viewerEventFigures } from './viewerEventFigures';

/** Props of {@link WindowReportPanel}. */
export interface WindowReportPanelProps {
  /** The window the viewer shows; undefined until it has drawn. */
  view: TimeWindow | undefined;
  /** The events as edited now, indexed by time. */
  index: EventIndex;
  /** A polygraphy counts over its analysed time and has an AHI and an ODI. */
  polygraphy: boolean;
}

/**
 * The partial report of the window on screen (clinical-domain §2 "partial report"): its span and
 * length, the events in it, AHI and ODI over its length and its events per type; it follows
 * every pan, zoom and edit. The one figure the page counts itself: a window is any span the
 * reader pans to, not a figure of the examination, and it is counted by the library's
 * `eventFigures`, the definition the server counts the examination's with.
 */
export function WindowReportPanel({ view, index, polygraphy }: WindowReportPanelProps) {
  const { t, i18n } = useTranslation();
  const figures = useMemo(
    () => (view ? viewerEventFigures(eventsIn(index, view), view, polygraphy) : undefined),
    [view, index, polygraphy],
  );
  if (!view || !figures)
    return <Text tone="secondary">{t('examination.windowReport.waiting')}</Text>;
  const count = figures.byType.reduce((sum, entry) => sum + entry.count, 0);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const indices: [string, number | null][] = [
    [t('examination.statistics.ahi'), figures.ahi],
    [t('examination.statistics.odi'), figures.odi],
  ];
  return (
    <EventFiguresView
      rows={[
        [
          t('examination.windowReport.span'),
          `${formatDateTime(view.start)} – ${formatDateTime(view.end)}`,
        ],
        [t('examination.windowReport.length'), formatDuration(view.end - view.start)],
        [t('examination.statistics.events'), number.format(count)],
        // A polygraphy's indices over the window; other examinations have none.
        ...indices.flatMap(([name, value]): [string, string][] =>
          value === null ? [] : [[name, number.format(value)]],
        ),
      ]}
      byType={figures.byType}
      tableLabel={t('examination.windowReport.byType')}
      testId="window-figures"
    />
  );
}
