import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import type { ExaminationEvent } from '@telemed/domain';
import type { EventEdit } from '@telemed/signals';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { eventSavingMachine } from '../../machines/eventSaving/eventSavingMachine';
import { eventSavingActors } from '../../machines/eventSaving/eventSavingServices';
import type { EventSavingServices } from '../../machines/eventSaving/eventSavingServices';
import { EventSaveStatus } from './EventSaveStatus';

/** An obstructive apnea the user scored. */
const scoredEvent: ExaminationEvent = {
  _id: '40000000-0000-4000-8000-000000000001',
  examinationId: '00000000-0000-4000-8000-000000000042',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-11-20T01:00:14.000Z',
  type: 'APNEA_OBSTRUCTIVE',
  description: null,
  origin: 'user',
  signal: 'all',
  showInReport: false,
  createdAt: '2026-11-21T10:17:42.500Z',
  updatedAt: '2026-11-21T10:17:42.500Z',
};

const edit: EventEdit = {
  kind: 'create',
  event: {
    id: 'local-1',
    type: 'APNEA_OBSTRUCTIVE',
    start: Date.parse(scoredEvent.startDate),
    end: Date.parse(scoredEvent.endDate),
    signal: 'all',
    origin: 'user',
  },
};

const noAnswer = new ApiRequestError(
  'Application error. Refresh the page or contact your administrator.',
  {
    status: 0,
    code: 'NETWORK_ERROR',
  },
);
const refusal = new ApiRequestError('The event type does not belong to this examination', {
  status: 400,
  code: 'VALIDATION_ERROR',
});

/** Events calls answering from fixed data; `failures` are thrown first, one per call. */
function demoServices(...failures: Error[]): EventSavingServices {
  const queued = [...failures];
  const answer = async <T,>(value: T) => {
    const failure = queued.shift();
    if (failure) throw failure;
    return value;
  };
  return {
    createEvent: () => answer(scoredEvent),
    updateEvent: () => answer(scoredEvent),
    deleteEvent: () => answer({ deleted: [scoredEvent._id], restoreToken: 'demo.token' }),
    restoreEvent: () => answer(scoredEvent),
  };
}

interface EventSaveStatusStoryProps {
  services: EventSavingServices;
  /** The edits the user has made. */
  edits: readonly EventEdit[];
  isOnline?: boolean;
  onDiscard(): void;
}

/** The status of a queue over the given services, after the given edits. */
function EventSaveStatusStory({
  services,
  edits,
  isOnline = true,
  onDiscard,
}: EventSaveStatusStoryProps) {
  // A frozen clock: a retry waits until the story presses Retry now.
  const [options] = useState(() => ({ input: { isOnline }, clock: new SimulatedClock() }));
  const [machine] = useState(() =>
    eventSavingMachine.provide({ actors: eventSavingActors(services) }),
  );
  const actorRef = useActorRef(machine, options);
  useEffect(() => {
    for (const made of edits) actorRef.send({ type: 'edit.save', edit: made });
  }, [actorRef, edits]);
  return <EventSaveStatus actorRef={actorRef} onDiscard={onDiscard} />;
}

const meta = {
  title: 'Forms/EventSaveStatus',
  component: EventSaveStatusStory,
  args: { services: demoServices(), edits: [], onDiscard: fn() },
} satisfies Meta<typeof EventSaveStatusStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing waits: all changes are saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'All changes to the events are saved',
    );
  },
};

/** An edit on its way to the server. */
export const Saving: Story = {
  args: {
    services: { ...demoServices(), createEvent: () => new Promise<ExaminationEvent>(() => {}) },
    edits: [edit, { kind: 'delete', event: edit.event }],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving 2 changes…'),
    );
  },
};

/** No answer: retried by itself, or now on request. */
export const Retrying: Story = {
  args: { services: demoServices(noAnswer), edits: [edit] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('1 change to the events is not saved');
    await expect(failure).toHaveTextContent('Trying again shortly.');
    await expect(canvas.queryByRole('button', { name: 'Discard unsaved changes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry now' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('All changes to the events are saved'),
    );
  },
};

/** Offline: saving resumes with the connection. */
export const Offline: Story = {
  args: { services: demoServices(noAnswer), edits: [edit], isOnline: false },
  play: async ({ canvasElement }) => {
    const failure = await within(canvasElement).findByRole('alert');
    await expect(failure).toHaveTextContent(
      'You are offline: saving resumes when the connection is back.',
    );
  },
};

/** Refused by the server: held until Retry, or discarded. */
export const Refused: Story = {
  args: { services: demoServices(refusal), edits: [edit] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('The event type does not belong to this examination.');
    await expect(failure).toHaveTextContent('The server refused the change.');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard unsaved changes' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};
