import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SyntheticChannel } from '../stories/syntheticSignals';
import { leadII, leadV5, syntheticFetcher } from '../stories/syntheticSignals';
import { SignalViewer } from './SignalViewer';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** An evening of home monitoring (UTC, so the stories read the same everywhere). */
const start = Date.UTC(2026, 10, 20, 20, 0, 0);
const evening = { start, end: start + 8 * HOUR };

/** SpO₂ steady at 96-97 %, a 1 % step every two minutes: not a square wave across the track. */
const steadySpo2: SyntheticChannel = {
  channel: { id: 'spo2', label: 'SpO2', type: 'spo2', unit: '%', samplingRate: 1, signal: 'spo2' },
  value: (time) => (Math.floor(time / (2 * MINUTE)) % 2 === 0 ? 96 : 97),
};
/** Temperature a minute apart, 36.6 °C with 0.1 °C steps: not a crash. */
const temperature: SyntheticChannel = {
  channel: {
    id: 'temperature',
    label: 'Temperature',
    type: 'other',
    unit: 'degC',
    samplingRate: 1 / 60,
    signal: 'temperature',
  },
  value: (time) => 36.6 + (Math.floor(time / (5 * MINUTE)) % 2) * 0.1,
};
/** Body position codes (abdomen 0 … stationary 4): supine, then the left side after an hour. */
const position: SyntheticChannel = {
  channel: {
    id: 'position',
    label: 'Position',
    type: 'position',
    unit: '',
    samplingRate: 1,
    signal: 'bodyPosition',
  },
  value: (time) => ((time - start) % (2 * HOUR) < HOUR ? 1 : 2),
};
const monitoringFetcher = syntheticFetcher([steadySpo2, temperature, position]);
const monitoring = [steadySpo2.channel, temperature.channel, position.channel];

const meta = {
  title: 'Signals/SignalViewer/Scale and units',
  component: SignalViewer,
  args: {
    channels: [leadII.channel, leadV5.channel],
    recording: evening,
    fetcher: syntheticFetcher([leadII, leadV5]),
    initialStart: start + HOUR,
    timeZone: 'UTC',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignalViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Points at a share of the plot's width, as a hovering mouse does. */
function hover(plot: HTMLElement, share: number) {
  const box = plot.getBoundingClientRect();
  plot.dispatchEvent(
    new PointerEvent('pointermove', {
      bubbles: true,
      clientX: box.left + share * box.width,
      clientY: box.top + 20,
    }),
  );
}

/**
 * Clinical ranges: 1 % SpO₂ steps and 0.1 °C are small steps on value axes of whole numbers,
 * body position is drawn on its labelled rows; the readout names the values under the cursor.
 */
export const ClinicalRanges: Story = {
  args: {
    channels: monitoring,
    fetcher: monitoringFetcher,
    initialSpan: 20 * MINUTE,
    initialStart: start + 50 * MINUTE,
    trackHeight: 112,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull());
    // Channels the API names by their signal are named in the reader's language.
    await expect(canvas.getByText('Body position')).toBeVisible();
    hover(canvas.getByRole('group', { name: 'Signals' }), 0.25);
    const readout = await canvas.findByTestId('signal-viewer-readout');
    await expect(readout).toHaveTextContent(/20:55:0\d/);
    await expect(readout).toHaveTextContent(/SpO₂\s*9[67] %/);
    await expect(readout).toHaveTextContent(/Temperature\s*36\.[67] °C/);
    await expect(readout).toHaveTextContent(/Body position\s*Supine/);
  },
};

/** The same values for a Polish reader who prefers Fahrenheit: decimal commas and °F. */
export const FahrenheitInPolish: Story = {
  ...ClinicalRanges,
  args: { ...ClinicalRanges.args, temperatureUnit: 'fahrenheit' },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Ładowanie sygnałów…')).toBeNull());
    await expect(canvas.getByText(/^°F · /)).toBeVisible();
    hover(canvas.getByRole('group', { name: 'Sygnały' }), 0.75);
    const readout = await canvas.findByTestId('signal-viewer-readout');
    await expect(readout).toHaveTextContent(/Temperatura\s*9[78],\d+ °F/);
    await expect(readout).toHaveTextContent(/Pozycja ciała\s*Na lewym boku/);
  },
};

/**
 * Paper speed and amplitude from their lists: 50 mm/s halves the window of 25 mm/s, 20 mm/mV
 * doubles the 1 mV bar; the zoom buttons leave the standard speeds.
 */
export const PaperSpeedAndAmplitude: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull());
    const speed = canvas.getByRole('button', { name: /Paper speed/ });
    await expect(speed).toHaveTextContent('25 mm/s');
    await userEvent.click(speed);
    await userEvent.click(await body.findByRole('option', { name: '50 mm/s' }));
    await waitFor(() => expect(speed).toHaveTextContent('50 mm/s'));
    await expect(canvas.getAllByText('50 mm/s').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Amplitude/ }));
    await userEvent.click(await body.findByRole('option', { name: '20 mm/mV' }));
    await waitFor(() => expect(canvas.getAllByText('mV · 20 mm/mV')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(speed).toHaveTextContent('25 mm/s'));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(speed).toHaveTextContent(/^Own zoom/));
  },
};

/** `?` on the plot opens the keyboard shortcuts, with what a millimetre on screen is. */
export const ShortcutHelp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const plot = canvas.getByRole('group', { name: 'Signals' });
    plot.focus();
    await userEvent.keyboard('?');
    const help = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(help).getByRole('row', { name: /Zoom in and out/ })).toBeInTheDocument();
    await expect(help).toHaveTextContent('96 CSS px per inch');
  },
};
