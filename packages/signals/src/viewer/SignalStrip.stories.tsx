import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TimeWindow } from '../cache/timeWindow';
import type { SignalWindowData } from '../model/signalData';
import { CSS_PX_PER_MM } from '../scales/paperScale';
import type { SyntheticChannel } from '../stories/syntheticSignals';
import { effort, flow, leadII, leadV5, spo2, syntheticFetcher } from '../stories/syntheticSignals';
import { SignalStrip } from './SignalStrip';

/** Noon of a synthetic Holter (UTC, so the stories read the same everywhere). */
const noon = Date.UTC(2026, 10, 21, 12, 0, 0);
const ecgWindow = { start: noon, end: noon + 6_000 };
/** 90 s of the synthetic night: an obstructive apnea (20 s of every 90 s) and what follows. */
const night = Date.UTC(2026, 10, 21, 2, 0, 0) - (Date.UTC(2026, 10, 21, 2, 0, 0) % 90_000);
const nightWindow = { start: night - 10_000, end: night + 80_000 };

/** The strip's data as the server answers it, raw samples over the window. */
async function stripData(sources: readonly SyntheticChannel[], window: TimeWindow) {
  const fetcher = syntheticFetcher(sources, { latencyMs: 0 });
  return fetcher({ window, resolution: 1, signal: new AbortController().signal });
}

const meta = {
  title: 'Signals/SignalStrip',
  component: SignalStrip,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignalStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six seconds of a two-lead ECG at 25 mm/s and 10 mm/mV on its millimetre grid, one beat's
 * event shaded: what a printed Holter report shows for a marked event.
 */
export const EcgEvent: Story = {
  args: {
    channels: [leadII.channel, leadV5.channel],
    window: ecgWindow,
    highlight: { start: noon + 2_400, end: noon + 3_000 },
    label: 'Ventricular ectopic beat at 12:00:02',
    timeZone: 'UTC',
    language: 'en-GB',
    data: { window: ecgWindow, resolution: 1, channels: [] } satisfies SignalWindowData,
  },
  loaders: [async () => ({ data: await stripData([leadII, leadV5], ecgWindow) })],
  render: (args, { loaded }) => <SignalStrip {...args} data={loaded.data as SignalWindowData} />,
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('img', {
      name: 'Ventricular ectopic beat at 12:00:02',
    });
    // To scale: 6 s at 25 mm/s is 150 mm wide.
    await expect(strip.getBoundingClientRect().width).toBeCloseTo(150 * CSS_PX_PER_MM, 0);
  },
};

/**
 * Ninety seconds of a polygraphy at 2 mm/s around an obstructive apnea (flow absent, effort
 * going on, the saturation falling after it), the apnea shaded.
 */
export const ApneaEvent: Story = {
  args: {
    channels: [flow.channel, effort.channel, spo2.channel],
    window: nightWindow,
    highlight: { start: night, end: night + 20_000 },
    paperSpeed: 2,
    trackHeight: 64,
    label: 'Obstructive apnea at 02:00:00',
    timeZone: 'UTC',
    language: 'en-GB',
    data: { window: nightWindow, resolution: 1, channels: [] } satisfies SignalWindowData,
  },
  loaders: [async () => ({ data: await stripData([flow, effort, spo2], nightWindow) })],
  render: (args, { loaded }) => <SignalStrip {...args} data={loaded.data as SignalWindowData} />,
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('img', { name: 'Obstructive apnea at 02:00:00' });
    await expect(strip.getBoundingClientRect().width).toBeCloseTo(180 * CSS_PX_PER_MM, 0);
  },
};
