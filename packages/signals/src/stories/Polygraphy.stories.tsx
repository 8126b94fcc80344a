import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { once, polygraphy8h } from './analysisRecordings';
import { ReviewHarness } from './ReviewHarness';

/** An 8 h night from 22:30 UTC. */
const start = Date.UTC(2026, 10, 20, 22, 30, 0);
const recording = once(() => polygraphy8h(start));
const RESPIRATORY_TYPES = [
  'HYPOPNEA',
  'APNEA_OBSTRUCTIVE',
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'DESATURATION',
  'SNORE',
];

interface PolygraphyArgs {
  onEdit: ComponentProps<typeof ReviewHarness>['onEdit'];
}

const meta: Meta<PolygraphyArgs> = {
  title: 'Signals/Polygraphy',
  parameters: { layout: 'padded' },
  args: { onEdit: fn() },
};

export default meta;
type Story = StoryObj<PolygraphyArgs>;

/**
 * An 8 h severe polygraphy with its detected apneas, hypopneas, desaturations and snores drawn on
 * their signals, the events navigator and the table of the events in view. Scoring by hotkey
 * (`h` hypopnea), undo, Tab to a detected apnea whose description stays locked, delete, undo.
 */
export const Polygraphy8h: Story = {
  render: ({ onEdit }) => {
    const { recording: window, channels, fetcher, events } = recording();
    return (
      <ReviewHarness
        channels={channels}
        recording={window}
        fetcher={fetcher}
        events={events}
        onEdit={onEdit}
        eventTypes={RESPIRATORY_TYPES}
        hotkeys={{ h: 'HYPOPNEA', o: 'APNEA_OBSTRUCTIVE' }}
        initialStart={start + 2 * 3_600_000}
        initialSpan={5 * 60_000}
        trackHeight={56}
        timeZone="UTC"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: 'Signals' });
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull(), {
      timeout: 10_000,
    });
    const selection = canvas.getByTestId('signal-viewer-selection');
    plot.focus();
    await userEvent.keyboard('h');
    // 10 s in the middle of the five minutes in view (their exact edges follow the plot's width).
    await expect(selection).toHaveTextContent(
      /Selected: Hypopnea from 21\/11\/2026, 00:32:2\d to 21\/11\/2026, 00:32:3\d, user\./,
    );
    await expect(args.onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'create' }));
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(selection).toHaveTextContent('No event selected.');
    await expect(args.onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'delete' }));
    // Tab leaves the plot at once, whatever the events in view; ] selects the first of them.
    await userEvent.tab();
    await expect(plot).not.toHaveFocus();
    await expect(selection).toHaveTextContent('No event selected.');
    plot.focus();
    await userEvent.keyboard(']');
    await expect(selection).toHaveTextContent(/Selected: .* analysis\./);
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('readonly');
    await expect(
      canvas.getByText('Detected automatically: the description cannot be changed.'),
    ).toBeVisible();
    plot.focus();
    await userEvent.keyboard('{Delete}');
    await expect(selection).toHaveTextContent('No event selected.');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(selection).toHaveTextContent(/Selected: .* analysis\./);
    // The Delete event button goes with its event and hands focus to Undo; Undo, at its last
    // step, hands it to Redo: focus never falls to the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete event' }));
    await expect(selection).toHaveTextContent('No event selected.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(selection).toHaveTextContent(/Selected: .* analysis\./);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus());
  },
};

/** The navigator steps to the next obstructive apnea and the table follows the selection. */
export const EventsNavigator: Story = {
  render: Polygraphy8h.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading signals…')).toBeNull(), {
      timeout: 10_000,
    });
    await userEvent.click(canvas.getByRole('button', { name: /Event type/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Obstructive apnea' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next event' }));
    const selection = canvas.getByTestId('signal-viewer-selection');
    await expect(selection).toHaveTextContent('Selected: Obstructive apnea');
    // The view moves to the event, and the table of the events in view follows.
    await expect(await canvas.findByRole('row', { selected: true })).toHaveTextContent(
      'Obstructive apnea',
    );
    await expect(canvas.getByText(/\d+ of \d+/)).toBeVisible();
  },
};
