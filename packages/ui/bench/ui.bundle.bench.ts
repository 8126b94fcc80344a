/**
 * Benchmark `ui.bundle`: the gzipped JavaScript and CSS an app pays for `@telemed/ui`, importing
 * `Button` alone and importing every export. See bundleCost.ts for how the app is bundled and
 * docs/benchmarks.md for the figures.
 */
import { reportFigure } from '../../../tooling/bench';
import { bundleCost } from './bundleCost';

const BENCH = 'ui.bundle';

const entries = {
  // `console.log` keeps the import alive, as an app's render would.
  button: "import { Button } from '@telemed/ui'; console.log(Button);",
  all: "import * as ui from '@telemed/ui'; console.log(ui);",
};

for (const [name, source] of Object.entries(entries)) {
  const cost = await bundleCost(source);
  reportFigure({ bench: BENCH, metric: `${name}.js.gzip`, value: cost.js.gzipBytes, unit: 'B' });
  reportFigure({ bench: BENCH, metric: `${name}.css.gzip`, value: cost.css.gzipBytes, unit: 'B' });
  reportFigure({ bench: BENCH, metric: `${name}.js.raw`, value: cost.js.bytes, unit: 'B' });
  reportFigure({ bench: BENCH, metric: `${name}.css.raw`, value: cost.css.bytes, unit: 'B' });
  reportFigure({
    bench: BENCH,
    metric: `${name}.ui-modules`,
    value: cost.uiModules.length,
    unit: 'modules',
  });
  // Which of the package's modules a lone Button pulls in: the first thing to read when it grows.
  if (name === 'button') process.stderr.write(`button pulls in: ${cost.uiModules.join(', ')}\n`);
}
