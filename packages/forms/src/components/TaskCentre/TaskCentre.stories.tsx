import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Task } from '@telemed/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';
import { TaskCentre } from './TaskCentre';
import type { TaskCentreAction } from './TaskCentreItem';

const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;

const channels = [
  { id: 'ecg', label: 'ECG II', unit: 'mV' },
  { id: 'spo2', label: 'SpO2', unit: '%' },
];

/** The patients the app knows by name: the second task's is not known. */
const patients = new Map([
  ['patient-1', 'Jan Kowalski'],
  ['patient-2', 'Anna Kowalska'],
]);

/** An import under way, an export waiting its turn, a report sent and an analysis that failed. */
const clinicTasks: Task[] = [
  {
    ...waitingTask('import-1', 'EDF', {
      type: 'edfImport',
      fileName: 'holter-24h.edf',
      byteSize: 185_000_000,
      recordingId: 'recording-1',
      warnings: [],
      failure: null,
    }),
    memberId: 'patient-1',
    timestamp: at(40),
    status: 'running',
    progress: 40,
    stage: 2,
    totalStages: 3,
  },
  {
    ...waitingTask('export-1', 'EDF', {
      type: 'edfExport',
      channels,
      samplingRate: null,
      annotations: null,
      file: null,
    }),
    timestamp: at(30),
  },
  {
    ...waitingTask('report-1', 'preparingFile', {
      type: 'reportPdf',
      variant: 'holter',
      language: 'en-GB',
      recipient: 'anna.kowalska@example.com',
      reportId: 'report-1',
      file: { name: 'holter-report.pdf', byteSize: 420_000 },
    }),
    memberId: 'patient-2',
    timestamp: at(20),
    status: 'completed',
    progress: 100,
  },
  {
    ...waitingTask('analysis-1', 'preparingAnalysis', {
      type: 'ecgAnalysis',
      parameters: {} as never,
      result: null,
    }),
    timestamp: at(10),
    status: 'failed',
    error: { code: 'NO_RECORDING', message: 'The examination has no recording' },
  },
];

interface TaskCentreStoryProps {
  /** The clinic's tasks as first loaded; `undefined` while loading. */
  tasks: Task[] | undefined;
  /** The list as loaded afresh when the centre opens; the first list stays without it. */
  onOpening?: Task[];
  loadError?: unknown;
  cancelTask: (task: Task) => Promise<unknown>;
  download: (task: Task) => void;
}

/** The centre over a list kept in state, as the app keeps it live. */
function TaskCentreStory({
  tasks,
  onOpening,
  loadError,
  cancelTask,
  download,
}: TaskCentreStoryProps) {
  const [list, setList] = useState(tasks);
  const actionsOf = (task: Task): TaskCentreAction[] => [
    ...(task.status === 'completed' && 'file' in task.extra && task.extra.file
      ? [{ id: 'download', label: 'Download', onAction: () => download(task) }]
      : []),
    ...(task.examinationId
      ? [{ id: 'open', label: 'Open the examination', href: '#examination' }]
      : []),
  ];
  return (
    <TaskCentre
      tasks={list}
      loadError={loadError}
      timeZone="UTC"
      actionsOf={actionsOf}
      patientOf={(task) => (task.memberId ? patients.get(task.memberId) : undefined)}
      onOpenChange={(isOpen) => {
        if (isOpen && onOpening) setList(onOpening);
      }}
      cancelTask={async (task) => {
        const answer = await cancelTask(task);
        setList((current) =>
          current?.map((each) => (each.id === task.id ? { ...each, status: 'cancelled' } : each)),
        );
        return answer;
      }}
    />
  );
}

const meta = {
  title: 'Forms/TaskCentre',
  component: TaskCentreStory,
  args: {
    tasks: clinicTasks,
    cancelTask: fn<TaskCentreStoryProps['cancelTask']>(async () => ({})),
    download: fn<TaskCentreStoryProps['download']>(),
  },
} satisfies Meta<typeof TaskCentreStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The item of one task in the open centre. */
function itemOf(dialog: ReturnType<typeof within>, taskId: string) {
  const item = dialog
    .getAllByRole('listitem')
    .find((candidate: HTMLElement) => candidate.getAttribute('data-task-id') === taskId);
  if (!item) throw new Error(`No item of task ${taskId}`);
  return within(item);
}

async function openCentre(canvasElement: HTMLElement, name: string | RegExp = /^Tasks/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Tasks' });
  // The modal fades in: what it shows is visible once it has.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * The clinic's tasks, newest first: the button says how many are under way; each task says what
 * it does, whose it is, what it works on, where it stands and what it offers.
 */
export const UnderWay: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCentre(canvasElement, 'Tasks 2 under way');
    const items = dialog.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-task-id'))).toEqual([
      'import-1',
      'export-1',
      'report-1',
      'analysis-1',
    ]);
    const imported = itemOf(dialog, 'import-1');
    const exported = itemOf(dialog, 'export-1');
    const report = itemOf(dialog, 'report-1');
    const analysis = itemOf(dialog, 'analysis-1');
    await expect(imported.getByText('EDF import')).toBeVisible();
    await expect(imported.getByText('holter-24h.edf')).toBeVisible();
    await expect(imported.getByText('Patient: Jan Kowalski')).toBeVisible();
    await expect(report.getByText('Patient: Anna Kowalska')).toBeVisible();
    await expect(exported.queryByText(/^Patient: /)).toBeNull();
    await expect(imported.getByText('Asked for 28/11/2026 10:40')).toBeVisible();
    await expect(imported.getByRole('status')).toHaveTextContent('Running: stage 2 of 3…');
    await expect(imported.getByRole('progressbar', { name: 'Progress' })).toHaveValue(40);
    await expect(exported.getByText('Channels: ECG II, SpO2')).toBeVisible();
    await expect(exported.getByRole('status')).toHaveTextContent('Waiting to start…');
    await expect(report.getByText('Sent to anna.kowalska@example.com')).toBeVisible();
    await expect(report.getByRole('status')).toHaveTextContent('Done.');
    await expect(report.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(report.getByRole('button', { name: 'Download' }));
    await expect(args.download).toHaveBeenCalledWith(clinicTasks[2]);
    await expect(analysis.getByRole('status')).toHaveTextContent(/^Failed: /);
    await expect(analysis.getByRole('link', { name: 'Open the examination' })).toBeVisible();
  },
};

/** Escape closes the centre and gives focus back to its button. */
export const ClosesWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await openCentre(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Tasks' })).toBeNull(),
    );
    const button = within(canvasElement).getByRole('button', { name: /^Tasks/ });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Cancelling a task asks the server, then the task says so and no longer counts as under way. */
export const Cancels: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCentre(canvasElement);
    const exported = itemOf(dialog, 'export-1');
    await userEvent.click(exported.getByRole('button', { name: 'Cancel' }));
    await expect(args.cancelTask).toHaveBeenCalledWith(clinicTasks[1]);
    await expect(await exported.findByText('Cancelled.')).toBeVisible();
    await expect(exported.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Tasks 1 under way' }),
    ).toBeInTheDocument();
  },
};

/** A cancellation the server refuses: the task goes on, and says why it could not be cancelled. */
export const CancelRefused: Story = {
  args: {
    cancelTask: fn<TaskCentreStoryProps['cancelTask']>(async () => {
      throw new Error('refused');
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCentre(canvasElement);
    const exported = itemOf(dialog, 'export-1');
    await userEvent.click(exported.getByRole('button', { name: 'Cancel' }));
    await expect(await exported.findByRole('alert')).toHaveTextContent(/^Could not cancel: /);
    await expect(exported.getByRole('status')).toHaveTextContent('Waiting to start…');
  },
};

/** The list the centre shows follows the app's: an import that ended while it was closed is done. */
export const FollowsTheList: Story = {
  args: {
    onOpening: [
      { ...(clinicTasks[0] as Task), status: 'completed', progress: 100, stage: 3 },
      ...clinicTasks.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCentre(canvasElement, 'Tasks 2 under way');
    const imported = itemOf(dialog, 'import-1');
    await expect(await imported.findByText('Done.')).toBeVisible();
    await expect(imported.queryByRole('progressbar')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Tasks 1 under way' }),
    ).toBeInTheDocument();
  },
};

/** Nothing asked for yet. */
export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openCentre(canvasElement, 'Tasks');
    await expect(dialog.getByText('No tasks yet.')).toBeVisible();
  },
};

/** The tasks could not be loaded: why, and a way to load them again. */
export const LoadFailed: Story = {
  args: { tasks: undefined, loadError: new Error('offline') },
  play: async ({ canvasElement }) => {
    const dialog = await openCentre(canvasElement, 'Tasks');
    await expect(dialog.getByRole('alert')).toHaveTextContent(/^The tasks could not be loaded: /);
  },
};

/**
 * A completed export whose file the server no longer keeps (its days were over): the task stays
 * listed, says so and offers no download.
 */
export const FileNoLongerKept: Story = {
  args: {
    tasks: [
      {
        ...waitingTask('export-old', 'EDF', {
          type: 'edfExport',
          channels,
          samplingRate: null,
          annotations: 12,
          file: null,
        }),
        memberId: 'patient-1',
        timestamp: at(5),
        status: 'completed',
        progress: 100,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCentre(canvasElement);
    const exported = itemOf(dialog, 'export-old');
    await expect(exported.getByText('The file is no longer kept: ask for it again.')).toBeVisible();
    await expect(exported.queryByRole('button', { name: 'Download' })).toBeNull();
  },
};
