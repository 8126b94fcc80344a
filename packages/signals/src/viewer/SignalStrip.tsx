import { useLayoutEffect, useMemo, useRef } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping } from '../draw/amplitude';
import { visibleRange } from '../draw/drawTrace';
import { drawViewer } from '../draw/drawViewer';
import { displayUnitOf } from '../model/displayUnits';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { CSS_PX_PER_MM } from '../scales/paperScale';
import { viewScale } from '../scales/timeScale';
import { tickFormat, timeTicks } from '../scales/timeTicks';
import { timeZoneOffset } from '../scales/timeZoneOffset';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import { canvasColors } from './canvasColors';
import * as styles from './SignalViewer.css';
import { valueFormatOf } from './valueFormat';

/** Props of {@link SignalStrip}. */
export interface SignalStripProps {
  /** The channels drawn, one track each, in order. */
  channels: readonly SignalChannel[];
  /** Their data over the strip's window (at least), as the viewer's fetchers answer it. */
  data: SignalWindowData;
  /** The stretch of the recording the strip shows. */
  window: TimeWindow;
  /** A span shaded across the tracks, e.g. the event the strip is for. */
  highlight?: TimeWindow;
  /**
   * Millimetres per second of recording: the strip is as wide as that makes it, on screen and
   * on paper, and ECG tracks get their millimetre grid. @default 25
   */
  paperSpeed?: number;
  /** ECG amplitude in mm per mV. @default 10 */
  calibration?: number;
  /** Height of each track, CSS px. @default 96 (about 25 mm: 2.5 mV at 10 mm/mV) */
  trackHeight?: number;
  /** What the strip shows, for assistive technology, e.g. 'Ventricular tachycardia at 03:12:40'. */
  label: string;
  /** Locale of the clock times and scale labels. @default the interface language */
  language?: string;
  /** IANA time zone of the clock times. @default the browser's */
  timeZone?: string;
}

/** Height of the clock-time axis under the tracks, CSS px. */
const AXIS_HEIGHT = 24;

/**
 * A still strip of a recording at paper speed, as a printed report shows an event: the
 * channels' traces over a window (ECG on its millimetre grid at the calibration), each track's
 * scale at its left (an ECG's 1 mV bar) and its name at its right, the event shaded, clock times
 * underneath. Drawn once per change by the viewer's own drawing, on a canvas
 * at twice the screen's resolution so it prints sharp. Read-only: it is an image, named by
 * `label`.
 */
export function SignalStrip({
  channels,
  data,
  window: view,
  highlight,
  paperSpeed = 25,
  calibration = 10,
  trackHeight = 96,
  label,
  language,
  timeZone,
}: SignalStripProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { t, language: interfaceLanguage } = useSignalsTranslation();
  const locale = language ?? interfaceLanguage;
  const valueFormat = useMemo(() => valueFormatOf(locale, t), [locale, t]);
  const width = Math.round(((view.end - view.start) / 1000) * paperSpeed * CSS_PX_PER_MM);
  const height = channels.length * trackHeight + AXIS_HEIGHT;
  const tracks = useMemo(
    () =>
      channels.map((channel, index) => {
        const segments = data.channels.find((c) => c.channelId === channel.id)?.segments ?? [];
        // Widened to the signal kind's clinical range by the mapping: a strip is read on paper
        // without a scale, and a saturation steady at 95-96 % must not look like a swing.
        const range = visibleRange(segments, view);
        const { factor, offset } = displayUnitOf(channel);
        return {
          channel,
          segments,
          mapping: amplitudeMapping(
            channel,
            DEFAULT_CHANNEL_SETTINGS,
            trackHeight,
            calibration,
            range && [range[0] * factor + offset, range[1] * factor + offset],
          ),
          top: index * trackHeight,
          height: trackHeight,
        };
      }),
    [channels, data, view, trackHeight, calibration],
  );

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || width === 0) return;
    const ratio = Math.max(2, window.devicePixelRatio || 1);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const span = view.end - view.start;
    const ticks = timeTicks(
      view.start,
      view.end,
      span / width,
      timeZoneOffset(view.start, timeZone),
    );
    const ticksFormat = tickFormat(locale, ticks.step, timeZone);
    const colors = canvasColors(canvas);
    drawViewer(ctx, {
      width,
      height,
      view,
      x: viewScale(view, width),
      tracks,
      ticks,
      formatTick: (time) => ticksFormat.format(time),
      axisHeight: AXIS_HEIGHT,
      paperSpeed,
      colors,
      pendingRange: highlight,
      // Each track's scale at its left edge: an ECG's 1 mV bar, round values on the others.
      valueLabel: valueFormat.axisLabel,
    });
    // Each track named in its top right corner (its scale is at the left): a still strip has no
    // labels beside it.
    ctx.font = colors.font;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'top';
    for (const { channel, mapping, top } of tracks) {
      const name = mapping.unit ? `${channel.label} (${mapping.unit})` : channel.label;
      const nameWidth = ctx.measureText(name).width;
      ctx.fillStyle = colors.background;
      ctx.fillRect(width - nameWidth - 12, top + 3, nameWidth + 8, 18);
      ctx.fillStyle = colors.axisText;
      ctx.fillText(name, width - 8, top + 6);
    }
  }, [tracks, view, width, height, highlight, paperSpeed, locale, timeZone, valueFormat]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      className={styles.strip}
      style={{ width: `${width}px`, height: `${height}px` }}
    />
  );
}
