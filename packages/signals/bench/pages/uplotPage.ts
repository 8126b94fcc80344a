/**
 * The page of `viewer.uplot`: one 24 h, 250 Hz ECG channel drawn 1920 px wide by our drawing
 * (the server's pyramid query and the viewer's `drawViewerPixels`) and by uPlot from the same samples,
 * one after the other in the same page, for windows from 10 s to the whole day.
 */
import { generateSyntheticEcg, holterScenario } from '@telemed/analysis/synthetic';
import { buildPyramid, queryWindow } from '@telemed/formats';
import type { SignalWindow } from '@telemed/formats';
import uPlot from 'uplot';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping } from '../../src/draw/amplitude';
import type { ViewerColors } from '../../src/draw/drawViewer';
import { PixelFrame, drawViewerPixels } from '../../src/draw/drawViewerPixels';
import { visibleRange } from '../../src/draw/drawTrace';
import type { SignalChannel, SignalSegment } from '../../src/model/signalData';
import { paperSpeedOf } from '../../src/scales/paperScale';
import { viewScale } from '../../src/scales/timeScale';
import { timeTicks } from '../../src/scales/timeTicks';
import { BENCH_START } from './benchRecording';

const RATE = 250;
const DAY_SECONDS = 86_400;
const WIDTH = 1920;
const TRACK_HEIGHT = 200;
const AXIS_HEIGHT = 28;
/** uPlot's y axis sits beside its plot; our labels are HTML beside the canvas. */
const UPLOT_Y_AXIS = 50;
/** One hour of generated ECG repeats over the day. */
const TILE_SECONDS = 3_600;
const channel: SignalChannel = {
  id: 'II',
  label: 'II',
  type: 'ecg',
  unit: 'V',
  samplingRate: RATE,
};
const colors: ViewerColors = {
  background: '#ffffff',
  trace: '#18212e',
  grid: '#f1f3f6',
  gridMajor: '#d6dbe2',
  gap: '#fdf0d5',
  axisText: '#4a5567',
  separator: '#d6dbe2',
  font: '12px sans-serif',
  events: { respiratory: '', saturation: '', cardiac: '', artifact: '', marker: '' },
  selection: '',
  beatNormal: '',
  beatEctopic: '',
};

/** What the runner calls in the page (`window.uplotBench`). */
export interface UplotBenchApi {
  /** Our drawing of the window `[start, start + span)` (seconds of the day), rasterised. */
  ours(start: number, span: number): Promise<void>;
  /** uPlot's drawing of the same window, rasterised. */
  uplot(start: number, span: number): void;
  /** Milliseconds each takes to draw the windows starting at `starts`, one after the other. */
  time(
    starts: readonly number[],
    span: number,
    uplotFirst: boolean,
  ): Promise<{ ours: number; uplot: number }>;
}

declare global {
  interface Window {
    uplotBench?: UplotBenchApi;
  }
}

function daySamples(): Float32Array {
  const tile = generateSyntheticEcg(
    holterScenario('normal', { durationSeconds: TILE_SECONDS, seed: 7, leads: ['II'] }),
  ).signals[0];
  if (!tile) throw new Error('no generated lead');
  const samples = new Float32Array(DAY_SECONDS * RATE);
  // Volts on the wire, as the server sends ECG (spec platform-core §9: shown ×1000).
  for (let index = 0; index < samples.length; index += 1)
    samples[index] = (tile[index % tile.length] ?? 0) / 1000;
  return samples;
}

/** The viewer's segment of a window answer (seconds of the day → epoch ms), as the app's client. */
function segmentOf(answer: SignalWindow): SignalSegment {
  const start = BENCH_START + answer.start * 1000;
  const step = answer.step * 1000;
  return answer.kind === 'raw'
    ? { kind: 'samples', start, step, values: answer.values }
    : { kind: 'envelope', start, step, min: answer.mins, max: answer.maxs };
}

function setUp(): UplotBenchApi {
  const samples = daySamples();
  // Built once on import by the server; here once before measuring.
  const pyramid = buildPyramid(samples, { sampleRate: RATE });
  const readRaw = async (start: number, end: number) => {
    const first = Math.max(0, Math.ceil(start * RATE));
    const last = Math.min(samples.length, Math.ceil(end * RATE));
    return { startTime: first / RATE, samples: samples.subarray(first, last) };
  };

  const ourCanvas = document.createElement('canvas');
  ourCanvas.width = WIDTH;
  ourCanvas.height = TRACK_HEIGHT + AXIS_HEIGHT;
  document.body.append(ourCanvas);
  const ctx = ourCanvas.getContext('2d');
  if (!ctx) throw new Error('no 2D context');
  const tickFormat = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
  });

  const times = new Float64Array(samples.length);
  for (let index = 0; index < times.length; index += 1)
    times[index] = BENCH_START / 1000 + index / RATE;
  const plot = new uPlot(
    {
      width: WIDTH + UPLOT_Y_AXIS,
      height: TRACK_HEIGHT + AXIS_HEIGHT,
      scales: { x: { time: true } },
      series: [{}, { stroke: colors.trace, width: 1, points: { show: false } }],
      axes: [{}, { size: UPLOT_Y_AXIS }],
      cursor: { show: false },
      legend: { show: false },
    },
    // uPlot reads any array-like by index; typed arrays keep the day in 260 MB, not 1 GB.
    [times as unknown as number[], samples as unknown as number[]],
    document.body,
  );

  const frame = new PixelFrame();
  const api: UplotBenchApi = {
    async ours(start, span) {
      const answer = await queryWindow({
        pyramid,
        readRaw,
        start,
        end: start + span,
        pixels: WIDTH,
      });
      const segment = segmentOf(answer);
      const view = { start: BENCH_START + start * 1000, end: BENCH_START + (start + span) * 1000 };
      const range = visibleRange([segment], view);
      const mapping = amplitudeMapping(
        channel,
        DEFAULT_CHANNEL_SETTINGS,
        TRACK_HEIGHT,
        10,
        range && [range[0] * 1000, range[1] * 1000],
      );
      const msPerPx = (span * 1000) / WIDTH;
      drawViewerPixels(
        ctx,
        {
          width: WIDTH,
          height: TRACK_HEIGHT + AXIS_HEIGHT,
          view,
          x: viewScale(view, WIDTH),
          tracks: [{ channel, top: 0, height: TRACK_HEIGHT, segments: [segment], mapping }],
          ticks: timeTicks(view.start, view.end, msPerPx),
          formatTick: (time) => tickFormat.format(time),
          axisHeight: AXIS_HEIGHT,
          paperSpeed: paperSpeedOf(msPerPx),
          colors,
        },
        frame,
        1,
      );
      // Reading a pixel makes the browser rasterise now, inside the measurement.
      ctx.getImageData(0, 0, 1, 1);
    },
    uplot(start, span) {
      const min = BENCH_START / 1000 + start;
      // uPlot's immediate mode: scales, paths and axes are done when `batch` returns.
      plot.batch(() => plot.setScale('x', { min, max: min + span }));
      plot.ctx.getImageData(0, 0, 1, 1);
    },
    async time(starts, span, uplotFirst) {
      const total = { ours: 0, uplot: 0 };
      const timeUplot = () => {
        const began = performance.now();
        for (const start of starts) api.uplot(start, span);
        total.uplot = performance.now() - began;
      };
      if (uplotFirst) timeUplot();
      const began = performance.now();
      for (const start of starts) await api.ours(start, span);
      total.ours = performance.now() - began;
      if (!uplotFirst) timeUplot();
      return total;
    },
  };
  return api;
}

window.uplotBench = setUp();
