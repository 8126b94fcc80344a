import { isEcgAnalysisType, SIGNALS_MAX_POINTS } from '@telemed/domain';
import type { ExaminationReport } from '@telemed/domain';
import {
  channelOfSeries,
  eventTypeLabel,
  SignalStrip,
  useSignalsTranslation,
  windowDataOfSeries,
} from '@telemed/signals';
import type { SignalChannel, SignalWindowData, TimeWindow } from '@telemed/signals';
import { Alert, Preloader, Text } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { eventStripWindow } from './eventStripWindows';
import type { ReportFormat } from './reportFormat';
import { ReportSection } from './ReportSection';
import * as styles from './ReportScreen.css';

type Report = ExaminationReport['report'];

/** Strips a report prints: the first events listed (a page holds about four). */
export const EVENT_STRIPS_MAX = 20;
/** Channels of a strip that is not an ECG's. */
const OTHER_CHANNELS_MAX = 4;

interface Strip {
  eventId: string;
  type: string;
  event: TimeWindow;
  window: TimeWindow;
  paperSpeed: number;
  channels: SignalChannel[];
  data: SignalWindowData;
}

/**
 * The signals of the first events marked for the report, as a printed report shows them: an
 * ECG's leads for 6 s at 25 mm/s and 10 mm/mV from a second before the event, other recordings'
 * channels over the event and 10 s either side; each event shaded on its strip.
 */
export function EventStrips({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation();
  const signals = useSignalsTranslation();
  const { client } = useServices();
  const { examination, recording } = report;
  const isEcg = isEcgAnalysisType(examination.type);
  const events = report.events.slice(0, EVENT_STRIPS_MAX);
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const strips = useQuery({
    queryKey: ['examinationReports', report.reportId, 'strips'],
    enabled: recording !== null && events.length > 0,
    gcTime: 0,
    meta: toldOnScreen,
    queryFn: ({ signal }) => {
      const span = {
        start: Date.parse(recording?.startDate ?? ''),
        end: Date.parse(recording?.endDate ?? ''),
      };
      return Promise.all(
        events.map(async (event): Promise<Strip> => {
          const times = { start: Date.parse(event.startDate), end: Date.parse(event.endDate) };
          const { window, paperSpeed } = eventStripWindow(times, span, isEcg);
          // Raw samples when they fit one answer, else the finest resolution that does.
          const resolution = Math.max(1, (window.end - window.start) / SIGNALS_MAX_POINTS);
          const answer = await client.signals.window(
            {
              params: ref,
              query: {
                startDate: Math.floor(window.start),
                endDate: Math.ceil(window.end),
                view: 'all',
                duration: resolution / 1000,
              },
            },
            { signal },
          );
          const all = answer.signals.map(channelOfSeries);
          const channels = isEcg
            ? all.filter((channel) => channel.type === 'ecg')
            : [
                ...all.filter((channel) => channel.id === event.signal),
                ...all.filter(
                  (channel) => channel.id !== event.signal && channel.type !== 'position',
                ),
              ].slice(0, OTHER_CHANNELS_MAX);
          return {
            eventId: event._id,
            type: event.type,
            event: times,
            window,
            paperSpeed,
            channels,
            data: windowDataOfSeries(window, resolution, answer.signals),
          };
        }),
      );
    },
  });
  if (!recording || events.length === 0) return null;
  return (
    <ReportSection heading={t('reports.strips.heading')}>
      {report.events.length > EVENT_STRIPS_MAX && (
        <Text tone="secondary">{t('reports.strips.first', { count: EVENT_STRIPS_MAX })}</Text>
      )}
      {strips.isPending && <Preloader />}
      {strips.isError && (
        <Alert tone="error">
          {t('reports.strips.failed')} {errorText(strips.error, t)}
        </Alert>
      )}
      {strips.data?.map((strip) => {
        const caption = t('reports.strips.caption', {
          type: eventTypeLabel(signals.t, strip.type),
          start: format.instant(new Date(strip.event.start).toISOString()),
          length: format.seconds((strip.event.end - strip.event.start) / 1000),
        });
        return (
          <figure key={strip.eventId} className={styles.strip}>
            <figcaption className={styles.note}>
              {caption} · {t('reports.strips.speed', { speed: format.number(strip.paperSpeed) })}
            </figcaption>
            <SignalStrip
              channels={strip.channels}
              data={strip.data}
              window={strip.window}
              highlight={strip.event}
              paperSpeed={strip.paperSpeed}
              trackHeight={isEcg ? 96 : 64}
              label={caption}
            />
          </figure>
        );
      })}
    </ReportSection>
  );
}
