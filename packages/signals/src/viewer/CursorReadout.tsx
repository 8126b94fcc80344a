import { useEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import type { ViewerTrack } from './channelTracks';
import { readingAt } from './cursorReading';
import { ReadoutBox } from './ReadoutBox';
import * as styles from './SignalViewer.css';
import type { ValueFormat } from './valueFormat';

/** Props of {@link CursorReadout}. */
export interface CursorReadoutProps {
  /** The plot whose pointer and focus place the cursor. */
  plot: RefObject<HTMLElement | null>;
  view: TimeWindow;
  width: number;
  /** Height of the tracks (the cursor line stops above the time axis). */
  tracksHeight: number;
  tracks: readonly ViewerTrack[];
  format: ValueFormat;
  language: string;
  timeZone: string | undefined;
  t: SignalsTranslate;
}

/** Spans under which the time shows tenths of a second: a beat's width matters there. */
const TENTHS_BELOW_MS = 60_000;

/**
 * Where the cursor stands, as a share of the plot's width: where the pointer hovers, or the
 * middle while the plot has the keyboard focus, so arrow keys move the signal under it.
 */
function useCursorShare(plot: RefObject<HTMLElement | null>): number | undefined {
  const [share, setShare] = useState<number>();
  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    const onMove = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      if (box.width > 0) setShare(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
    };
    const onLeave = () => setShare(element.matches(':focus-visible') ? 0.5 : undefined);
    const onFocus = () => setShare((current) => current ?? 0.5);
    const onBlur = () => setShare(undefined);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('focus', onFocus);
    element.addEventListener('blur', onBlur);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('focus', onFocus);
      element.removeEventListener('blur', onBlur);
    };
  }, [plot]);
  return share;
}

/**
 * A cursor line over the tracks and a box reading the time and each track's value under it (a
 * bucket as its least to greatest value), in the user's units and number format. It keeps its
 * own state, so a hovering pointer re-renders only it, never the canvas.
 * @selector [data-testid="signal-viewer-readout"] on the box
 */
export function CursorReadout(props: CursorReadoutProps) {
  const { view, width, tracks, format, language, timeZone, t } = props;
  const share = useCursorShare(props.plot);
  const span = view.end - view.start;
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: span < TENTHS_BELOW_MS ? 1 : undefined,
        timeZone,
      }),
    [language, timeZone, span],
  );
  if (share === undefined || width === 0) return null;
  const time = view.start + share * span;
  const left = share * width;
  return (
    <>
      <div
        className={styles.cursorLine}
        style={{ insetInlineStart: left, blockSize: props.tracksHeight }}
        aria-hidden="true"
      />
      <ReadoutBox
        time={timeFormat.format(time)}
        readings={tracks.map((track) => {
          const reading = readingAt(track.segments, time);
          return {
            key: track.channel.id,
            label: track.channel.label,
            value: reading ? format.reading(track, reading) : '—',
          };
        })}
        side={share > 0.5 ? 'start' : 'end'}
        testId="signal-viewer-readout"
        t={t}
      />
    </>
  );
}
