import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BeatList } from '../beats/BeatList';
import { relabelBeats } from '../beats/viewerBeat';
import type { ViewerBeat } from '../beats/viewerBeat';
import { indexEvents } from '../events/eventIndex';
import { HolterRowsView } from '../holter/HolterRowsView';
import { holter24h, once } from './analysisRecordings';
import { ReviewHarness } from './ReviewHarness';

/** A 24 h Holter started in the evening (UTC, so the stories read the same everywhere). */
const start = Date.UTC(2026, 10, 20, 20, 0, 0);
const recording = once(() => holter24h(start));
/** 2 min 10 s in: the generated atrial fibrillation episode (130-150 s of every 10 minutes). */
const atrialFibrillation = start + 130_000;
const HOLTER_TYPES = [
  'VENTRICULAR_ECTOPIC',
  'SUPRAVENTRICULAR_ECTOPIC',
  'ATRIAL_FIBRILLATION',
  'VENTRICULAR_TACHYCARDIA',
  'PAUSE',
  'ARTIFACT',
];

const meta = {
  title: 'Signals/Holter',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 24 h two-lead Holter from the synthetic arrhythmic recording at 25 mm/s and 10 mm/mV, with its
 * detected rhythm episodes and beat labels; `a` scores atrial fibrillation, ] and [ select events.
 */
export const Holter24h: Story = {
  render: () => {
    const { recording: window, channels, fetcher, events, beats } = recording();
    return (
      <ReviewHarness
        channels={channels}
        recording={window}
        fetcher={fetcher}
        events={events}
        beats={beats}
        eventTypes={HOLTER_TYPES}
        hotkeys={{ a: 'ATRIAL_FIBRILLATION', v: 'VENTRICULAR_TACHYCARDIA' }}
        initialStart={atrialFibrillation - 2_000}
        timeZone="UTC"
        showPanels={false}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: 'Signals' });
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull(), {
      timeout: 10_000,
    });
    const summary = canvas.getByTestId('signal-viewer-summary');
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Channels: II (mV), V5 (mV). Window from 20/11/2026, 20:02:08',
      ),
    );
    await waitFor(() => expect(summary).toHaveTextContent(/Events in view: 2\./));
    plot.focus();
    // The sinus rhythm before the atrial fibrillation first: a strip along the foot of the tracks.
    await userEvent.keyboard(']');
    const selection = canvas.getByTestId('signal-viewer-selection');
    await expect(selection).toHaveTextContent('Selected: Sinus rhythm from 20/11/2026, 20:01:49');
    await userEvent.keyboard(']');
    await expect(selection).toHaveTextContent(
      'Selected: Atrial fibrillation from 20/11/2026, 20:02:',
    );
    await expect(selection).toHaveTextContent('analysis');
    await userEvent.keyboard('v');
    await expect(selection).toHaveTextContent('Selected: Ventricular tachycardia');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(selection).toHaveTextContent('Selected: Atrial fibrillation');
  },
};

/** The full-disclosure page: one minute of lead II in five 12 s rows, events and beat labels. */
export const HolterRows: Story = {
  render: () => {
    const { recording: window, channels, fetcher, events, beats } = recording();
    return (
      <HolterRowsView
        channel={
          channels[0] ?? { id: 'II', label: 'II', type: 'ecg', unit: 'V', samplingRate: 250 }
        }
        recording={window}
        fetcher={fetcher}
        events={indexEvents(events)}
        beats={beats}
        initialStart={start + 120_000}
        timeZone="UTC"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getByRole('group', { name: 'Holter rows' });
    const summary = canvas.getByTestId('holter-rows-summary');
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'II: 5 rows of 12 s from 20/11/2026, 20:02:00 to 20/11/2026, 20:03:00',
      ),
    );
    rows.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(summary).toHaveTextContent('from 20/11/2026, 20:02:12 to 20/11/2026, 20:03:12'),
    );
    await userEvent.keyboard('{PageDown}');
    await waitFor(() =>
      expect(summary).toHaveTextContent('from 20/11/2026, 20:03:12 to 20/11/2026, 20:04:12'),
    );

    // Hovering a row reads the time and the lead's value there; leaving the rows hides it.
    const drawing = rows.querySelector('canvas')!;
    const box = drawing.getBoundingClientRect();
    const rowBlock = box.height / 5;
    drawing.dispatchEvent(
      new PointerEvent('pointermove', {
        clientX: box.left + box.width / 2,
        clientY: box.top + rowBlock + rowBlock / 3,
        bubbles: true,
      }),
    );
    const readout = await canvas.findByTestId('holter-rows-readout');
    // The middle of the second row: 20:03:24 + 6 s.
    await expect(readout).toHaveTextContent('20:03:30.0');
    await expect(readout).toHaveTextContent(/^20:03:30\.0II.*\d mV$/);
    drawing.dispatchEvent(new PointerEvent('pointerleave'));
    await waitFor(() => expect(canvas.queryByTestId('holter-rows-readout')).toBeNull());
  },
};

function BeatReview({ initial }: { initial: ViewerBeat[] }) {
  const [beats, setBeats] = useState(initial);
  return (
    <BeatList
      beats={beats}
      durationMs={10 * 60_000}
      pageSize={6}
      timeZone="UTC"
      onBeatsUpdate={(updates) => setBeats((current) => relabelBeats(current, updates).beats)}
    />
  );
}

/**
 * The beats of the first ten minutes with their types; two relabelled at once, statistics follow;
 * then only the ventricular beats listed.
 */
export const Beats: Story = {
  render: () => <BeatReview initial={(recording().beats ?? []).slice(0, 876)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statistics = canvas.getByTestId('beat-statistics');
    const before = statistics.textContent;
    const rows = canvas.getAllByRole('row').slice(1, 3);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Relabel selected beats as/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'V · Ventricular ectopic' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Relabel' }));
    await waitFor(() => expect(statistics.textContent).not.toBe(before));
    await expect(rows[0]).toHaveTextContent('V · Ventricular ectopic');

    // Listing the ventricular beats shows the two relabelled ones among them, and only those.
    await userEvent.click(canvas.getByRole('button', { name: /Show$/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'V · Ventricular ectopic' }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    const listed = canvas.getAllByRole('row').slice(1);
    await expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const row of listed) await expect(row).toHaveTextContent('V · Ventricular ectopic');
  },
};

/** The first minute's beats with the classifier's confidences: some under the review limit. */
function beatsWithConfidences(): ViewerBeat[] {
  return (recording().beats ?? []).slice(0, 80).map((beat, index) => ({
    ...beat,
    confidence: index % 11 === 3 ? 0.5 : index % 7 === 5 ? 0.72 : 0.97,
  }));
}

/**
 * Beats the classifier was unsure of come first, least sure first, with their confidence; a
 * relabelled one leaves them; ordered by time on request.
 */
export const BeatsForReview: Story = {
  render: () => <BeatReview initial={beatsWithConfidences()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const beats = beatsWithConfidences();
    const forReview = beats.filter((beat) => (beat.confidence ?? 1) < 0.8).length;
    await expect(canvas.getByTestId('beat-statistics')).toHaveTextContent(`For review${forReview}`);
    const firstRows = () => canvas.getAllByRole('row').slice(1);
    await expect(firstRows()[0]).toHaveTextContent('50%, for review');
    // Relabelled, the first beat is certain: the count of beats to review drops by one.
    await userEvent.click(within(firstRows()[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Relabel selected beats as/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Q · Unclassifiable' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Relabel' }));
    await waitFor(() =>
      expect(canvas.getByTestId('beat-statistics')).toHaveTextContent(`For review${forReview - 1}`),
    );
    // By time: the recording's first beat leads.
    await userEvent.click(canvas.getByRole('button', { name: /Order/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'By time' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(firstRows()[0]).toHaveTextContent('97%'));
  },
};
