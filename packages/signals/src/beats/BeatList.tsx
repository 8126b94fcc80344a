import {
  Button,
  Cell,
  Column,
  Pagination,
  Row,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
} from '@telemed/ui';
import type { Selection } from '@telemed/ui';
import { isBeatForReview } from '@telemed/domain';
import { useMemo, useState } from 'react';
import * as styles from '../events/panels.css';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import { beatStatistics } from './beatStatistics';
import type { BeatFigures } from './beatStatistics';
import { BEAT_LABELS, relabelBeats } from './viewerBeat';
import type { BeatLabel, BeatUpdate, ViewerBeat } from './viewerBeat';

/** The type filter's choice of every beat. */
const ALL = 'all';

/** How the list is ordered: beats to review first (least confident first), or by time. */
type BeatOrder = 'review' | 'time';

const isForReview = (beat: ViewerBeat) => isBeatForReview(beat.confidence);

/** Beats to review (least confident first), then the others; each part in time order. */
function reviewFirst(a: ViewerBeat, b: ViewerBeat): number {
  const reviewA = isForReview(a);
  const reviewB = isForReview(b);
  if (reviewA !== reviewB) return reviewA ? -1 : 1;
  if (reviewA && a.confidence !== b.confidence) return (a.confidence ?? 0) - (b.confidence ?? 0);
  return a.time - b.time;
}

/** Props of {@link BeatList}. */
export interface BeatListProps {
  beats: readonly ViewerBeat[];
  /**
   * The beat figures as the server counts them (GET .../statistics `ectopy`), shown beside the
   * table; a page with a server passes them so every surface shows one count.
   */
  figures?: BeatFigures;
  /**
   * Length of the recording in ms: without `figures`, the list counts its own beats over it
   * ({@link beatStatistics}; a story, a page without a server). Without either, no figures.
   */
  durationMs?: number;
  /**
   * Saves relabelled beats (the "beat update" call); only beats whose label changed are sent.
   * Without it the list is read-only (no selection, no relabelling).
   */
  onBeatsUpdate?(updates: BeatUpdate[]): void;
  /** Shows a beat in the signals (a row's action: click or Enter); rows have none without it. */
  onBeatOpen?(beat: ViewerBeat): void;
  /** Rows per page. @default 50 */
  pageSize?: number;
  timeZone?: string;
}

/**
 * ECG beats with their type (spec clinical-domain §2, "ECG beat types and beat update"): list
 * every beat or those of one type, open one in the signals, select one or many (the checkboxes,
 * Shift/Ctrl, or all of the page), choose a type and relabel them at once; the figures beside the
 * table are the server's (`figures`), which it counts again after a relabel. Beats the
 * classifier was unsure of (confidence under `BEAT_REVIEW_CONFIDENCE`) come first, least sure
 * first, with their confidence shown; the list can be ordered by time instead.
 */
export function BeatList({
  beats,
  figures: given,
  durationMs,
  onBeatsUpdate,
  onBeatOpen,
  pageSize = 50,
  timeZone,
}: BeatListProps) {
  const { t, language } = useSignalsTranslation();
  const [selection, setSelection] = useState<Selection>(new Set());
  const [label, setLabel] = useState<BeatLabel>('N');
  const [page, setPage] = useState(1);
  const [shownLabel, setShownLabel] = useState<BeatLabel | typeof ALL>(ALL);
  const hasConfidences = beats.some((beat) => beat.confidence !== undefined);
  const [order, setOrder] = useState<BeatOrder>('review');
  const byReview = hasConfidences && order === 'review';
  const sorted = useMemo(
    () =>
      beats
        .filter((beat) => shownLabel === ALL || beat.label === shownLabel)
        .sort(byReview ? reviewFirst : (a, b) => a.time - b.time),
    [beats, shownLabel, byReview],
  );
  const forReview = useMemo(() => beats.filter(isForReview).length, [beats]);
  const stats = useMemo(
    () => given ?? (durationMs === undefined ? undefined : beatStatistics(beats, durationMs)),
    [given, beats, durationMs],
  );
  // Relabelling beats out of the listed type shortens the list: stay on a page that exists.
  const current = Math.min(page, Math.max(1, Math.ceil(sorted.length / pageSize)));
  const shown = sorted.slice((current - 1) * pageSize, current * pageSize);
  const clock = new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone });
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const relabel = () => {
    const ids = selection === 'all' ? shown.map((beat) => beat.id) : [...selection].map(String);
    const { changed } = relabelBeats(
      beats,
      ids.map((id) => ({ id, label })),
    );
    if (changed.length) onBeatsUpdate?.(changed);
  };
  const shownCount = (value: number | undefined) =>
    value === undefined ? '—' : number.format(value);
  const figures: [string, string][] = [
    [t('beats.totalBeats'), shownCount(stats?.totalBeats)],
    [t('beats.normalBeats'), shownCount(stats?.normalBeats)],
    [t('beats.otherBeats'), shownCount(stats?.otherBeats)],
    [t('beats.svebPerHour'), shownCount(stats?.svebPerHour)],
    [t('beats.vebPerHour'), shownCount(stats?.vebPerHour)],
    [
      t('beats.averageHeartRate'),
      stats?.averageHeartRate === undefined
        ? '—'
        : t('beats.bpm', { value: number.format(stats.averageHeartRate) }),
    ],
    ...(hasConfidences
      ? [[t('beats.forReview'), number.format(forReview)] as [string, string]]
      : []),
  ];
  return (
    <div className={styles.stack}>
      <section aria-label={t('beats.statistics')}>
        <dl className={styles.figures} data-testid="beat-statistics">
          {figures.map(([name, value]) => (
            <div key={name} className={styles.figure}>
              <dt>{name}</dt>
              <dd className={styles.figureValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={styles.controlRow}>
        <Select
          label={t('beats.show')}
          selectedKey={shownLabel}
          onSelectionChange={(key) => {
            setShownLabel(BEAT_LABELS.find((candidate) => candidate === key) ?? ALL);
            setSelection(new Set());
            setPage(1);
          }}
          items={[
            { id: ALL, name: t('beats.allTypes') },
            ...BEAT_LABELS.map((id) => ({ id, name: `${id} · ${t(`beats.${id}`)}` })),
          ]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        {hasConfidences && (
          <Select
            label={t('beats.order')}
            selectedKey={order}
            onSelectionChange={(key) => {
              setOrder(key === 'time' ? 'time' : 'review');
              setPage(1);
            }}
            items={[
              { id: 'review', name: t('beats.orderReview') },
              { id: 'time', name: t('beats.orderTime') },
            ]}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        )}
        {onBeatsUpdate && (
          <>
            <Select
              label={t('beats.relabel')}
              selectedKey={label}
              onSelectionChange={(key) =>
                setLabel(BEAT_LABELS.find((candidate) => candidate === key) ?? 'N')
              }
              items={BEAT_LABELS.map((id) => ({ id, name: `${id} · ${t(`beats.${id}`)}` }))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <Button
              variant="primary"
              isDisabled={selection !== 'all' && selection.size === 0}
              onPress={relabel}
            >
              {t('beats.apply')}
            </Button>
          </>
        )}
      </div>
      <Table
        aria-label={t('beats.label')}
        selectionMode={onBeatsUpdate ? 'multiple' : 'none'}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        onRowAction={
          onBeatOpen &&
          ((key) => {
            const beat = shown.find((candidate) => candidate.id === key);
            if (beat) onBeatOpen(beat);
          })
        }
      >
        <TableHeader>
          <Column isRowHeader>{t('beats.time')}</Column>
          <Column>{t('beats.beatType')}</Column>
          {hasConfidences ? <Column>{t('beats.confidence')}</Column> : null}
        </TableHeader>
        <TableBody items={shown} emptyText={t('beats.empty')}>
          {(beat) => (
            <Row id={beat.id}>
              <Cell>{clock.format(beat.time)}</Cell>
              <Cell>{`${beat.label} · ${t(`beats.${beat.label}`)}`}</Cell>
              {hasConfidences ? (
                <Cell>
                  {beat.confidence === undefined
                    ? '—'
                    : isForReview(beat)
                      ? t('beats.confidenceForReview', { value: percent.format(beat.confidence) })
                      : percent.format(beat.confidence)}
                </Cell>
              ) : null}
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination total={sorted.length} pageSize={pageSize} page={current} onPageChange={setPage} />
    </div>
  );
}
