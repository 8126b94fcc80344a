/**
 * The benchmark's server: a worker answering window requests from the bench recording as
 * `GET .../signals` does (raw samples zoomed in, min/max envelopes zoomed out), so building the
 * answers never runs on the page's main thread, whose work the frame benchmark measures.
 */
import type { SignalWindowData } from '../../src/model/signalData';
import { sampledFetcher } from '../../src/stories/sampledFetcher';
import { benchSources } from './benchRecording';
import type { WindowRequest } from './workerFetcher';

const answer = sampledFetcher(benchSources(), 0);
const never = new AbortController().signal;

function buffersOf(data: SignalWindowData): ArrayBuffer[] {
  return data.channels.flatMap((channel) =>
    channel.segments.flatMap((segment) =>
      (segment.kind === 'samples' ? [segment.values] : [segment.min, segment.max]).flatMap(
        (values) => (values instanceof Float32Array ? [values.buffer as ArrayBuffer] : []),
      ),
    ),
  );
}

self.addEventListener('message', (message: MessageEvent<WindowRequest>) => {
  const { id, window, resolution } = message.data;
  void answer({ window, resolution, signal: never }).then((data) =>
    self.postMessage({ id, data }, { transfer: buffersOf(data) }),
  );
});
self.postMessage({ ready: true });
