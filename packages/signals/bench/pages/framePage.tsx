/**
 * The page of `viewer.frame`: the real SignalViewer with the event editor, eight channels and
 * 10,000 events, its data from a worker. The runner drives it with real key and wheel input and
 * asks {@link FrameBenchApi.settle} when everything an input set off has been drawn.
 */
import { createRoot } from 'react-dom/client';
import { TelemedProvider, createUiI18n } from '@telemed/ui';
import { useEventEditor } from '../../src/events/useEventEditor';
import { eventOverlaps } from '../../src/events/viewerEvent';
import type { TimeWindow } from '../../src/cache/timeWindow';
import { SignalViewer } from '../../src/viewer/SignalViewer';
import type { SignalFetcher } from '../../src/cache/signalFetcher';
import { BENCH_CHANNELS, BENCH_RECORDING, benchEvents } from './benchRecording';
import { startWorkerFetcher } from './workerFetcher';

/** Width of the plotting area the benchmark asks for: a full-HD screen's width. */
const PLOT_WIDTH = 1920;
const TRACK_HEIGHT = 96;

/** What the runner calls in the page (`window.frameBench`). */
export interface FrameBenchApi {
  /** Shows a viewer over `span` ms in the middle of the day; resolves once it is drawn. */
  mount(span: number): Promise<{ plotWidth: number; eventsInView: number }>;
  /** Resolves when the viewer is not busy, no request is out and two frames passed quietly. */
  settle(): Promise<void>;
  /** The window shown now. */
  view(): TimeWindow | undefined;
}

declare global {
  interface Window {
    frameBench?: FrameBenchApi;
  }
}

const events = benchEvents();
const i18n = createUiI18n({ language: 'en-GB' });
const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
let shown: TimeWindow | undefined;

function Bench({ span, fetcher }: { span: number; fetcher: SignalFetcher }) {
  const editor = useEventEditor({ events });
  const middle = (BENCH_RECORDING.start + BENCH_RECORDING.end) / 2;
  return (
    <SignalViewer
      channels={BENCH_CHANNELS}
      recording={BENCH_RECORDING}
      fetcher={fetcher}
      initialSpan={span}
      initialStart={middle - span / 2}
      trackHeight={TRACK_HEIGHT}
      timeZone="UTC"
      editor={editor}
      eventTypes={['APNEA_OBSTRUCTIVE', 'HYPOPNEA', 'DESATURATION']}
      onWindowChange={(view) => {
        shown = view;
      }}
    />
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function main() {
  const data = await startWorkerFetcher('/worker.js');
  const plot = () => container.querySelector<HTMLElement>('[aria-roledescription]');
  // The viewer is busy from a view its cache cannot answer until that view's data is drawn
  // (the request waits out the cursor debounce first).
  const settle = async () => {
    for (;;) {
      const before = data.answered();
      await nextFrame();
      await nextFrame();
      const busy = plot()?.getAttribute('aria-busy') === 'true';
      if (!busy && data.pending() === 0 && data.answered() === before) return;
    }
  };
  let key = 0;
  window.frameBench = {
    async mount(span) {
      shown = undefined;
      key += 1;
      root.render(
        <TelemedProvider i18n={i18n}>
          <div id="bench" style={{ width: PLOT_WIDTH + 400 }}>
            <Bench key={key} span={span} fetcher={data.fetcher} />
          </div>
        </TelemedProvider>,
      );
      while (!plot()?.clientWidth) await nextFrame();
      const frame = document.getElementById('bench') as HTMLElement;
      // The labels beside the tracks take their share: widen the page until the plot is 1920 px.
      frame.style.width = `${frame.clientWidth + PLOT_WIDTH - (plot()?.clientWidth ?? 0)}px`;
      await settle();
      while (!shown) await nextFrame();
      const view = shown;
      return {
        plotWidth: plot()?.clientWidth ?? 0,
        eventsInView: events.filter((event) => eventOverlaps(event, view)).length,
      };
    },
    settle,
    view: () => shown,
  };
}

void main();
