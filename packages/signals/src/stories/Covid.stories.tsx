import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { covidDays, once } from './analysisRecordings';
import { ReviewHarness } from './ReviewHarness';

/** Two days of home monitoring from 07:00 UTC. */
const start = Date.UTC(2026, 10, 20, 7, 0, 0);
const recording = once(() => covidDays(start, 2));

const meta = {
  title: 'Signals/COVID',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two days of COVID home monitoring (pulse, SpO₂, respiration rate, temperature, cough) with the
 * detected alerts across all channels or on their signal; `+` zooms into the middle.
 */
export const CovidDays: Story = {
  render: () => {
    const { recording: window, channels, fetcher, events } = recording();
    return (
      <ReviewHarness
        channels={channels}
        recording={window}
        fetcher={fetcher}
        events={events}
        initialSpan={window.end - window.start}
        trackHeight={72}
        timeZone="UTC"
        showPanels={false}
        readOnly
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull(), {
      timeout: 10_000,
    });
    const summary = canvas.getByTestId('signal-viewer-summary');
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Window from 20/11/2026, 07:00:00 to 22/11/2026, 07:00:00. Events in view:',
      ),
    );
    canvas.getByRole('group', { name: 'Signals' }).focus();
    await userEvent.keyboard('+');
    // Half the span, around the middle of the two days.
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Window from 20/11/2026, 19:00:00 to 21/11/2026, 19:00:00.',
      ),
    );
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getByTestId('signal-viewer-selection')).toHaveTextContent(
      'No event selected.',
    );
  },
};
