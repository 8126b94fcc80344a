import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQualification } from '@telemed/domain/mock';
import { Modal } from '@telemed/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { patients } from '../../fixtures/clinicFixtures.test-support';
import { StartQualificationDialog } from './StartQualificationDialog';
import type { StartQualificationDialogProps } from './StartQualificationDialog';

function StartQualificationStory(props: StartQualificationDialogProps) {
  return (
    <Modal isOpen>
      <StartQualificationDialog {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Forms/StartQualificationDialog',
  component: StartQualificationDialog,
  render: (args) => <StartQualificationStory {...args} />,
  args: {
    searchPatients: async (phrase) =>
      patients.filter((patient) =>
        patient.user.personalDetails.fullName.toLowerCase().includes(phrase.toLowerCase()),
      ),
    createQualification: fn(async (memberId: string) => sampleQualification({ memberId })),
    onStarted: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartQualificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Start a qualification' });

async function choosePatient() {
  const name = patients[0]!.user.personalDetails.fullName;
  await userEvent.type(
    within(await dialog()).getByRole('combobox', { name: /Patient/ }),
    name.slice(0, 4),
  );
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(await within(listbox).findByRole('option', { name: new RegExp(name) }));
}

/** Start waits for a patient, then starts the qualification for them. */
export const Basic: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Start' })).toBeDisabled();
    await choosePatient();
    await userEvent.click(form.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalled());
    await expect(args.createQualification).toHaveBeenCalledWith(patients[0]!._id);
  },
};

/** The server refuses: the dialog stays open with the message. */
export const StartFailed: Story = {
  args: {
    createQualification: fn((_memberId: string) => Promise.reject(new Error('refused'))),
  },
  play: async () => {
    await choosePatient();
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Start' }));
    await form.findByText('The qualification could not be started.');
  },
};
