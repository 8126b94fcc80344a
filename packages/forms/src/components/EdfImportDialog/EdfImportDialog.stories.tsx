import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from '@telemed/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EdfFileProblem, EdfUploadEvent } from '../../machines/edfImport/edfImportMachine';
import type { EdfImportServices } from '../../machines/edfImport/edfImportServices';
import type { TaskUpdate } from '../../machines/taskLifecycle/taskLifecycleMachine';
import { EdfImportDialog } from './EdfImportDialog';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';

const newTask = waitingTask('task-1', 'EDF', {
  type: 'edfImport',
  fileName: 'holter.edf',
  byteSize: 4096,
  recordingId: 'recording-1',
  warnings: [],
  failure: null,
});

interface EdfImportStoryProps {
  /** What the check before upload finds. */
  problems: EdfFileProblem[];
  /** How the upload goes, in order; without `upload.done` or `upload.failed` it stays under way. */
  upload: EdfUploadEvent[];
  /** What the import task reports, in order, once followed. */
  reports: TaskUpdate[];
  onImported: (taskId: string) => void;
}

/** The dialog in its modal, its services answering from fixed data. */
function EdfImportStory({ problems, upload, reports, onImported }: EdfImportStoryProps) {
  const services: EdfImportServices = {
    checkFiles: async ({ files }) => ({ file: files[0] ?? null, problems }),
    uploadFile: (_, report) => {
      upload.forEach(report);
      return () => {};
    },
    watchTask: (_, report) => {
      reports.forEach(report);
      return () => {};
    },
    cancelTask: async () => ({}),
  };
  return (
    <Modal isOpen>
      <EdfImportDialog services={services} onImported={onImported} />
    </Modal>
  );
}

const meta = {
  title: 'Forms/EdfImportDialog',
  component: EdfImportStory,
  args: {
    problems: [],
    upload: [{ type: 'upload.progress', loaded: 1024, total: 4096 }],
    reports: [],
    onImported: fn(),
  },
} satisfies Meta<typeof EdfImportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Import EDF file' });

/** Picks files through the dialog's file picker. */
async function pickFile(...names: string[]) {
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const chosen = names.length > 0 ? names : ['holter.edf'];
  await userEvent.upload(
    input,
    chosen.map((name) => new File([new Uint8Array(4096)], name)),
  );
}

const importButton = () => within(dialog()).getByRole('button', { name: 'Import' });

/** Nothing chosen yet: a drop zone and a file picker; Import waits for a file. */
export const Choosing: Story = {
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await expect(importButton()).toBeDisabled();
  },
};

/** A file that follows the rules, with a channel that will be left out. */
export const Ready: Story = {
  args: { problems: [{ code: 'unexpected-channel', severity: 'warning', channel: 'EEG Fp1' }] },
  play: async () => {
    await pickFile();
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent('The file can be imported.'),
    );
    await expect(within(dialog()).getByRole('list')).toHaveTextContent(
      'Channel "EEG Fp1" is not one of the expected channels',
    );
    await expect(importButton()).toBeEnabled();
  },
};

/** The check refuses the file before anything is sent, with the spec's message. */
export const Invalid: Story = {
  args: { problems: [{ code: 'several-ecg-signals', severity: 'error' }] },
  play: async () => {
    await pickFile();
    await waitFor(() =>
      expect(within(dialog()).getByRole('list')).toHaveTextContent(
        'The file must contain exactly one ECG signal, otherwise contact support',
      ),
    );
    await expect(importButton()).toBeDisabled();
  },
};

/** A WFDB record without its signal file: the file it needs is named, nothing is sent. */
export const WfdbSignalFileMissing: Story = {
  args: {
    problems: [{ code: 'wfdb-signal-file-missing', severity: 'error', fileName: '100.dat' }],
  },
  play: async () => {
    await pickFile('100.hea', '100.atr');
    // The modal may still be fading in.
    await waitFor(() =>
      expect(
        within(dialog()).getByText('Record 100 (WFDB), converted to EDF+ before it is sent'),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(dialog()).getByRole('list')).toHaveTextContent(
        'The WFDB record needs its signal file 100.dat: choose it together with the header',
      ),
    );
    await expect(importButton()).toBeDisabled();
  },
};

/** The file is being sent: a progress bar of the bytes sent. */
export const Uploading: Story = {
  play: async () => {
    await pickFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(
        25,
      ),
    );
  },
};

/** Sent: the import task runs, with its progress and a Cancel button. */
export const Importing: Story = {
  args: {
    upload: [{ type: 'upload.done', task: newTask }],
    reports: [{ status: 'running', progress: 40 }],
  },
  play: async () => {
    await pickFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('progressbar', { name: 'Progress' })).toHaveValue(40),
    );
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The import failed: 'Failed to import EDF file' with the reason the task gave. */
export const Failed: Story = {
  args: {
    upload: [{ type: 'upload.done', task: newTask }],
    reports: [
      {
        status: 'failed',
        error: {
          message: 'Failed to import EDF file: all signals must share the same sampling rate',
          validationErrors: [
            { property: 'file', constraints: { 'mixed-sampling-rates': 'all signals …' } },
          ],
        },
      },
    ],
  },
  play: async () => {
    await pickFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Failed to import EDF file: All signals must share the same sampling rate',
      ),
    );
  },
};

/** The upload did not get through: the file stays chosen to be sent again. */
export const UploadFailed: Story = {
  args: { upload: [{ type: 'upload.failed', error: new Error('offline') }] },
  play: async () => {
    await pickFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('The file could not be sent'),
    );
    await expect(importButton()).toBeEnabled();
  },
};

/** Imported: the app is told, and opens the signals. */
export const Imported: Story = {
  args: {
    upload: [{ type: 'upload.done', task: newTask }],
    reports: [{ status: 'running', progress: 100 }, { status: 'completed' }],
  },
  play: async ({ args }) => {
    await pickFile();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    await waitFor(() => expect(args.onImported).toHaveBeenCalledWith('task-1'));
    await expect(within(dialog()).getByRole('status')).toHaveTextContent('Imported.');
  },
};
