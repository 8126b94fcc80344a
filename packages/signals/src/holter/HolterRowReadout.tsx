import { useEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import type { TrackScene } from '../draw/drawViewer';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import { readingAt } from '../viewer/cursorReading';
import { ReadoutBox } from '../viewer/ReadoutBox';
import * as styles from '../viewer/SignalViewer.css';
import type { ValueFormat } from '../viewer/valueFormat';

/** Props of {@link HolterRowReadout}. */
export interface HolterRowReadoutProps {
  /** The canvas the rows are drawn on: the pointer over it places the cursor. */
  canvas: RefObject<HTMLCanvasElement | null>;
  /** Start (epoch ms) of each row on the page, top to bottom. */
  rowStarts: readonly number[];
  /** Time of one row, ms. */
  rowSpan: number;
  /** Width of the rows, CSS px. */
  width: number;
  /** Height of a row's trace, CSS px, and of a row with its clock axis. */
  rowHeight: number;
  rowBlock: number;
  /** The lead drawn in every row, with its data for the page. */
  track: TrackScene;
  format: ValueFormat;
  language: string;
  timeZone: string | undefined;
  t: SignalsTranslate;
}

interface Cursor {
  row: number;
  x: number;
}

/** Where the pointer is over the rows: a row and a distance from its start, or nothing. */
function useRowCursor(
  canvas: RefObject<HTMLCanvasElement | null>,
  rowBlock: number,
  rows: number,
): Cursor | undefined {
  const [cursor, setCursor] = useState<Cursor>();
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onMove = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      const x = event.clientX - box.left;
      const row = Math.floor((event.clientY - box.top) / rowBlock);
      setCursor(x >= 0 && x <= box.width && row >= 0 && row < rows ? { row, x } : undefined);
    };
    const onLeave = () => setCursor(undefined);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [canvas, rowBlock, rows]);
  return cursor;
}

/**
 * The Holter rows' hover readout: a cursor line across the row under the pointer and a box with
 * the clock time (to a tenth of a second) and the lead's value there, in the user's number
 * format. It keeps its own state, so a hovering pointer never redraws the rows.
 * @selector [data-testid="holter-rows-readout"] on the box
 */
export function HolterRowReadout(props: HolterRowReadoutProps) {
  const { rowStarts, rowSpan, width, rowHeight, rowBlock, track, format, t } = props;
  const cursor = useRowCursor(props.canvas, rowBlock, rowStarts.length);
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(props.language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: 1,
        timeZone: props.timeZone,
      }),
    [props.language, props.timeZone],
  );
  const rowStart = cursor && rowStarts[cursor.row];
  if (!cursor || rowStart === undefined || width === 0) return null;
  const time = rowStart + (cursor.x / width) * rowSpan;
  const reading = readingAt(track.segments, time);
  const top = cursor.row * rowBlock;
  return (
    <>
      <div
        className={styles.cursorLine}
        style={{ insetInlineStart: cursor.x, insetBlockStart: top, blockSize: rowHeight }}
        aria-hidden="true"
      />
      <ReadoutBox
        time={timeFormat.format(time)}
        readings={[
          {
            key: track.channel.id,
            label: track.channel.label,
            value: reading ? format.reading(track, reading) : '—',
          },
        ]}
        side={cursor.x > width / 2 ? 'start' : 'end'}
        style={{ insetBlockStart: top + 4 }}
        testId="holter-rows-readout"
        t={t}
      />
    </>
  );
}
