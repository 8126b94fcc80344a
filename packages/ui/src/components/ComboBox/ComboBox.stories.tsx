import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

interface Patient {
  id: string;
  name: string;
}

const patients: Patient[] = [
  'Anna Nowak',
  'Anna Kowalska',
  'Annette Weber',
  'Anastasia Papadopoulou',
  'Andrea Rossi',
  'Ana García',
  'Anneliese Schmidt',
  'Jan Kowalski',
].map((name, index) => ({ id: `patient-${index + 1}`, name }));

/** A fake API: answers after `latency` ms, and stops when the search is aborted. */
const patientSearch =
  (latency: number) =>
  (phrase: string, signal: AbortSignal): Promise<Patient[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const needle = phrase.toLowerCase();
        resolve(patients.filter((patient) => patient.name.toLowerCase().includes(needle)));
      }, latency);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox<Patient>,
  args: {
    label: 'Patient',
    placeholder: 'Search by name',
    loadItems: fn(patientSearch(50)),
    onSelectionChange: fn(),
    children: (patient: Patient) => <ComboBoxItem id={patient.id}>{patient.name}</ComboBoxItem>,
  },
} satisfies Meta<typeof ComboBox<Patient>>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Patient' });

export const AsyncSearch: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), '  an ');
    // One debounced search for the whole burst of typing, with the trimmed phrase.
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
    await expect(args.loadItems).toHaveBeenCalledTimes(1);
    await expect(args.loadItems).toHaveBeenCalledWith('an', expect.any(AbortSignal));
    await expect(
      within(document.body).getByText('Results limited to 5. Type more to narrow the search.'),
    ).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Anna Kowalska' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('patient-2');
    await expect(input(canvasElement)).toHaveValue('Anna Kowalska');
    // Choosing an option does not search again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.loadItems).toHaveBeenCalledTimes(1);
  },
};

export const AtMostThree: Story = {
  args: { maxResults: 3, debounceMs: 100 },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'ann');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
  },
};

export const StaleSearchAborted: Story = {
  args: { loadItems: fn(patientSearch(1000)) },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'ann');
    await waitFor(() => expect(args.loadItems).toHaveBeenCalledTimes(1));
    await userEvent.type(input(canvasElement), 'e');
    const [, firstSignal] = (args.loadItems as ReturnType<typeof fn>).mock.calls[0] as [
      string,
      AbortSignal,
    ];
    await waitFor(() => expect(args.loadItems).toHaveBeenCalledTimes(2));
    await expect(args.loadItems).toHaveBeenLastCalledWith('anne', expect.any(AbortSignal));
    const listbox = await within(document.body).findByRole('listbox');
    // The search answers after a second; waitFor's own second is too short on a busy machine.
    await waitFor(
      () =>
        expect(
          within(listbox)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Annette Weber', 'Anneliese Schmidt']),
      { timeout: 5_000 },
    );
    await expect(firstSignal.aborted).toBe(true);
  },
};

export const Loading: Story = {
  args: {
    loadItems: fn((_phrase: string, _signal: AbortSignal) => new Promise<Patient[]>(() => {})),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Nowak');
    // The spinner sits in the input frame; the open list says "Searching…".
    const frame = within(canvasElement).getByRole('group');
    await waitFor(() => expect(frame).toHaveAttribute('data-loading', 'true'));
    await expect(frame.querySelector('[role="progressbar"]')).toHaveAttribute(
      'aria-label',
      'Loading…',
    );
    await expect(await within(document.body).findByText('Searching…')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Zzz');
    await expect(await within(document.body).findByText('No results')).toBeInTheDocument();
    await expect(args.loadItems).toHaveBeenCalledTimes(1);
  },
};

export const CustomEmptyText: Story = {
  args: { emptyText: 'No patients found' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Zzz');
    await expect(await within(document.body).findByText('No patients found')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Field is required')).toBeInTheDocument();
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};
