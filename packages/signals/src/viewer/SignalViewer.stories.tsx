import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { effort, flow, leadII, leadV5, spo2, syntheticFetcher } from '../stories/syntheticSignals';
import { SignalViewer } from './SignalViewer';

const HOUR = 3_600_000;
/** A 24 h Holter started in the evening (UTC, so the stories read the same everywhere). */
const holterStart = Date.UTC(2026, 10, 20, 20, 0, 0);
const holter = { start: holterStart, end: holterStart + 24 * HOUR };
const holterFetcher = syntheticFetcher([leadII, leadV5]);
/** An 8 h overnight polygraphy. */
const nightStart = Date.UTC(2026, 10, 20, 22, 30, 0);
const night = { start: nightStart, end: nightStart + 8 * HOUR };
const polygraphyFetcher = syntheticFetcher([flow, effort, spo2]);
/** Electrode off for 6 s, 20 s into the morning window shown. */
const morning = holterStart + 12 * HOUR;
const gapFetcher = syntheticFetcher([leadII, leadV5], {
  gaps: [{ start: morning + 4_000, end: morning + 7_000 }],
});

const meta = {
  title: 'Signals/SignalViewer',
  component: SignalViewer,
  args: {
    channels: [leadII.channel, leadV5.channel],
    recording: holter,
    fetcher: holterFetcher,
    timeZone: 'UTC',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignalViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

function summaryOf(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByTestId('signal-viewer-summary');
}

/** 24 h two-lead Holter at 25 mm/s and 10 mm/mV; the keys move and zoom the window. */
export const Holter: Story = {
  args: { initialStart: holterStart + 2 * HOUR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: 'Signals' });
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull());
    const summary = summaryOf(canvasElement);
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Channels: II (mV), V5 (mV). Window from 20/11/2026, 22:00:00 to',
      ),
    );
    plot.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(summary).toHaveTextContent(/to 21\/11\/2026, 20:00:00\./));
    await userEvent.keyboard('{Home}{ArrowRight}');
    // A quarter of a window of about 10.6 s (25 mm/s over the plot's width) later.
    await waitFor(() =>
      expect(summary).toHaveTextContent(/Window from 20\/11\/2026, 20:00:0[23] to/),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(summary).toHaveTextContent('Window from 20/11/2026, 20:00:00 to 20/11/2026, 20:00:'),
    );
  },
};

/**
 * The whole 24 h at once: the server answers min/max envelopes, one per pixel column. Keys, the
 * wheel and the overview's brush move the window in turn.
 */
export const HolterOverview: Story = {
  args: { initialSpan: 24 * HOUR },
  play: async ({ canvasElement }) => {
    const summary = summaryOf(canvasElement);
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Window from 20/11/2026, 20:00:00 to 21/11/2026, 20:00:00.',
      ),
    );
    const plot = within(canvasElement).getByRole('group', { name: 'Signals' });
    plot.focus();
    await userEvent.keyboard('+');
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Window from 21/11/2026, 02:00:00 to 21/11/2026, 14:00:00.',
      ),
    );
    // The wheel zooms the window the keys left (not the one the wheel last saw): five notches in
    // at the left edge halve the span, the left edge staying put (within a pixel).
    const left = plot.getBoundingClientRect().left;
    plot.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -500, clientX: left, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        /Window from 21\/11\/2026, (01:59|02:00):\d\d to 21\/11\/2026, (07:59|08:00):\d\d\./,
      ),
    );
    // Dragging the window on the overview by an eighth of the day moves it 3 h later.
    const overlay = canvasElement.querySelector('.overlay');
    if (!overlay?.parentElement) throw new Error('the overview has no brush');
    const strip = overlay.getBoundingClientRect();
    // The window's middle, 05:00 (9 h into the day).
    const from = { clientX: strip.left + (strip.width * 9) / 24, clientY: strip.top + 20 };
    const to = { ...from, clientX: from.clientX + strip.width / 8 };
    await userEvent.pointer({ target: overlay, coords: from });
    const grabbed = document.elementFromPoint(from.clientX, from.clientY);
    if (!grabbed) throw new Error('nothing under the pointer');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: grabbed, coords: from },
      { target: grabbed, coords: to },
      { keys: '[/MouseLeft]', target: grabbed, coords: to },
    ]);
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        /Window from 21\/11\/2026, (04:5\d|05:0\d):\d\d to 21\/11\/2026, (10:5\d|11:0\d):\d\d\./,
      ),
    );
  },
};

/** Paper speed 50 mm/s spreads the complexes twice as wide; 20 mm/mV doubles their height. */
export const PaperSpeed50: Story = {
  args: { initialStart: morning, paperSpeed: 50, calibration: 20, trackHeight: 192 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Paper speed/ })).toHaveTextContent(
      '50 mm/s',
    );
    await expect(canvas.getByRole('button', { name: /Amplitude/ })).toHaveTextContent('20 mm/mV');
    await expect(within(canvasElement).getAllByText('mV · 20 mm/mV')).toHaveLength(2);
  },
};

/** Lead II drawn upside down; its reverse button is pressed. */
export const ReversedPolarity: Story = {
  args: { initialStart: morning, initialChannelSettings: { II: { reversed: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Reverse the polarity of II' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Reverse the polarity of V5' }));
    await expect(canvas.getAllByText(/reversed/)).toHaveLength(2);
  },
};

/** A 3 s electrode-off gap is shaded and the trace breaks across it; the wheel zooms out. */
export const Gaps: Story = {
  args: { initialStart: morning, fetcher: gapFetcher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull());
    const plot = canvas.getByRole('group', { name: 'Signals' });
    const summary = summaryOf(canvasElement);
    // The span follows the plot's width (25 mm/s), known once the plot is laid out.
    await waitFor(() =>
      expect(summary).toHaveTextContent('Window from 21/11/2026, 08:00:00 to 21/11/2026, 08:00:1'),
    );
    // Five wheel notches out at the left edge: twice the span, the left edge staying put.
    const left = plot.getBoundingClientRect().left;
    plot.dispatchEvent(
      new WheelEvent('wheel', { deltaY: 500, clientX: left, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        /Window from 21\/11\/2026, 08:00:00 to 21\/11\/2026, 08:00:2\d\./,
      ),
    );
  },
};

/** Overnight polygraphy: nasal flow, thoracic effort and SpO₂, each fitted to its track. */
export const Polygraphy: Story = {
  args: {
    channels: [flow.channel, effort.channel, spo2.channel],
    recording: night,
    fetcher: polygraphyFetcher,
    initialSpan: 5 * 60_000,
    trackHeight: 96,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = summaryOf(canvasElement);
    await waitFor(() =>
      expect(summary).toHaveTextContent('Channels: Flow (a.u.), Thorax (a.u.), SpO₂ (%).'),
    );
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull());
    canvas.getByRole('group', { name: 'Signals' }).focus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Window from 20/11/2026, 22:35:00 to 20/11/2026, 22:40:00.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fit SpO₂ to the track' }));
    await expect(canvas.getByText('% · fitted')).toBeVisible();
    // The skip past the tracks' controls: Enter on it lands on the plot.
    canvas.getByRole('link', { name: 'Skip to the signal plot' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Signals' })).toHaveFocus();
  },
};
