import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import type { Task } from '@telemed/domain';
import { Modal } from '@telemed/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EdfExportInput, StartExportInput } from '../../machines/edfExport/edfExportMachine';
import type { EdfExportServices } from '../../machines/edfExport/edfExportServices';
import type { TaskUpdate } from '../../machines/taskLifecycle/taskLifecycleMachine';
import { EdfExportDialog } from './EdfExportDialog';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';

const newTask = waitingTask('export-1', 'EDF', {
  type: 'edfExport',
  channels: [],
  samplingRate: null,
  annotations: null,
  file: null,
});

const recording: EdfExportInput = {
  channels: [
    { id: 'ch0', label: 'ECG II', unit: 'mV' },
    { id: 'ch1', label: 'ECG V5', unit: 'mV' },
    { id: 'ch2', label: 'SpO2', unit: '%' },
  ],
  shownWindow: { startDate: '2026-11-20T08:10:00.000Z', endDate: '2026-11-20T08:10:30.000Z' },
};

interface EdfExportStoryProps {
  input: EdfExportInput;
  /** What the export task reports, in order, once followed. */
  reports: TaskUpdate[];
  startExport: (input: StartExportInput) => Promise<Task>;
  downloadFile: () => Promise<void>;
  onCopyLink: (taskId: string) => void;
  onFollowing: (taskId: string) => void;
}

/** The dialog in its modal, its services answering from fixed data. */
function EdfExportStory({ input, reports, ...props }: EdfExportStoryProps) {
  const services: EdfExportServices = {
    startExport: props.startExport,
    findExport: async () => ({ ...newTask, status: 'running', progress: 35 }),
    downloadFile: props.downloadFile,
    watchTask: (_, report) => {
      reports.forEach(report);
      return () => {};
    },
    cancelTask: async () => ({}),
  };
  return (
    <Modal isOpen>
      <EdfExportDialog
        services={services}
        input={input}
        onCopyLink={props.onCopyLink}
        onFollowing={props.onFollowing}
      />
    </Modal>
  );
}

const meta = {
  title: 'Forms/EdfExportDialog',
  component: EdfExportStory,
  args: {
    input: recording,
    reports: [],
    startExport: fn(async () => newTask),
    downloadFile: fn(async () => {}),
    onCopyLink: fn(),
    onFollowing: fn(),
  },
} satisfies Meta<typeof EdfExportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Export to EDF+' });
const exportButton = () => within(dialog()).getByRole('button', { name: 'Export' });

/** Every channel and the window shown are offered; Export needs a channel. */
export const Choosing: Story = {
  play: async () => {
    const body = within(dialog());
    for (const name of ['ECG II (mV)', 'ECG V5 (mV)', 'SpO2 (%)'])
      await expect(body.getByRole('checkbox', { name })).toBeChecked();
    await expect(body.getByRole('radio', { name: /The window shown/ })).toBeChecked();
    for (const name of ['ECG II (mV)', 'ECG V5 (mV)', 'SpO2 (%)'])
      await userEvent.click(body.getByRole('checkbox', { name }));
    await expect(body.getByText('Choose at least one channel')).toBeVisible();
    await expect(exportButton()).toBeDisabled();
  },
};

/** Resampling is chosen: its rate and the warning that interpolation makes the export longer. */
export const Resampling: Story = {
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.click(body.getByRole('radio', { name: 'The whole recording' }));
    await userEvent.click(body.getByRole('checkbox', { name: 'SpO2 (%)' }));
    await userEvent.click(
      body.getByRole('checkbox', { name: 'Resample every channel to one rate' }),
    );
    await expect(body.getByText('Interpolation makes the export much longer.')).toBeVisible();
    const rate = body.getByRole('textbox', { name: /Sampling rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '500');
    await userEvent.click(exportButton());
    await waitFor(() =>
      expect(args.startExport).toHaveBeenCalledWith({
        keys: ['ch0', 'ch1'],
        window: null,
        samplingRate: 500,
      }),
    );
    await expect(args.onFollowing).toHaveBeenCalledWith('export-1');
  },
};

/** Under way: progress, Cancel, and a link to copy and come back to. */
export const Exporting: Story = {
  args: { reports: [{ status: 'running', progress: 40 }] },
  play: async ({ args }) => {
    await userEvent.click(exportButton());
    const body = within(dialog());
    await waitFor(() => expect(body.getByRole('progressbar', { name: 'Progress' })).toBeVisible());
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(body.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith('export-1');
  },
};

/** Done: 'EDF export done' and the file to download. */
export const Done: Story = {
  args: { reports: [{ status: 'completed', progress: 100 }] },
  play: async ({ args }) => {
    await userEvent.click(exportButton());
    const body = within(dialog());
    await waitFor(() => expect(body.getByText('EDF export done')).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Download the EDF+ file' }));
    await waitFor(() => expect(args.downloadFile).toHaveBeenCalled());
  },
};

/** The task failed: 'Failed to export to EDF+' with the catalogue's reason. */
export const Failed: Story = {
  args: {
    reports: [
      {
        status: 'failed',
        error: { code: 'UNKNOWN_ERROR', message: 'An unknown error has occurred' },
      },
    ],
  },
  play: async () => {
    await userEvent.click(exportButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Failed to export to EDF+: An unknown error has occurred',
      ),
    );
    await expect(within(dialog()).getByRole('button', { name: 'Export again' })).toBeEnabled();
  },
};

/** The server refuses the rate: its message shows under the field, the choices stay. */
export const Refused: Story = {
  args: {
    startExport: fn(async () =>
      Promise.reject(
        new ApiRequestError('Validation failed', {
          status: 400,
          code: 'VALIDATION_ERROR',
          validationErrors: [
            {
              property: 'parameters.samplingRate',
              constraints: { outOfRange: 'Value must be between 1 and 1000' },
            },
          ],
        }),
      ),
    ),
  },
  play: async () => {
    const body = within(dialog());
    await userEvent.click(
      body.getByRole('checkbox', { name: 'Resample every channel to one rate' }),
    );
    await userEvent.click(exportButton());
    await waitFor(() => expect(body.getByText('Value must be between 1 and 1000')).toBeVisible());
    await expect(body.getByRole('checkbox', { name: 'ECG II (mV)' })).toBeChecked();
  },
};

/** Opened from a copied link: the export asked for earlier is followed again. */
export const Resumed: Story = {
  args: {
    input: { ...recording, resumeTaskId: 'export-1' },
    reports: [{ status: 'running', progress: 60 }],
  },
  play: async ({ args }) => {
    const body = within(dialog());
    await waitFor(() => expect(body.getByRole('progressbar', { name: 'Progress' })).toBeVisible());
    await expect(args.startExport).not.toHaveBeenCalled();
  },
};

/**
 * The window shown as CSV (a signal download): the channels only, each at its recorded rate;
 * once ready, the file is downloaded.
 */
export const SignalsAsCsv: Story = {
  args: {
    input: { ...recording, format: 'csv' },
    reports: [
      { status: 'running', progress: 60 },
      { status: 'completed', progress: 100 },
    ],
  },
  play: async ({ args }) => {
    const csv = within(document.body).getByRole('dialog', { name: 'Download signals as CSV' });
    const body = within(csv);
    await expect(body.getByRole('radio', { name: /The window shown/ })).toBeChecked();
    await expect(body.queryByRole('radio', { name: 'The whole recording' })).toBeNull();
    await expect(body.queryByRole('checkbox', { name: /Resample/ })).toBeNull();
    await waitFor(() => expect(body.getByText(/at most 10 hours/)).toBeVisible());
    await userEvent.click(body.getByRole('checkbox', { name: 'SpO2 (%)' }));
    await userEvent.click(body.getByRole('button', { name: 'Prepare the CSV file' }));
    await expect(args.startExport).toHaveBeenCalledWith({
      keys: ['ch0', 'ch1'],
      window: recording.shownWindow,
      samplingRate: null,
    });
    await expect(await body.findByText('CSV file ready')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Download the CSV file' }));
    await expect(args.downloadFile).toHaveBeenCalled();
  },
};
