import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import { Modal } from '@telemed/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEAM_ID, patientRecord, physicians } from '../../fixtures/clinicFixtures.test-support';
import type { PatientDraftServices } from '../../machines/patientDraft/patientDraftServices';
import { PatientFormDialog } from './PatientFormDialog';
import type { PatientFormDialogProps } from './PatientFormDialog';

/** A promise that never settles: a call still on its way. */
const pending = <T,>() => new Promise<T>(() => {});

/** Services answering from the demo clinic's fixed data, as the API would. */
function demoServices(overrides: Partial<PatientDraftServices> = {}): PatientDraftServices {
  return {
    listPhysicians: async () => physicians,
    createPatient: fn(async ({ body }) => ({
      teamMember: { ...patientRecord, name: body.fullName ?? '' },
    })),
    updatePatientFields: fn(async () => ({})),
    renamePatient: fn(async () => ({})),
    ...overrides,
  };
}

function PatientFormStory(props: PatientFormDialogProps) {
  return (
    <Modal isOpen size="large">
      <PatientFormDialog {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Forms/PatientFormDialog',
  component: PatientFormDialog,
  render: (args) => <PatientFormStory {...args} />,
  args: { teamId: TEAM_ID, services: demoServices(), onSaved: fn(), onSaveFailed: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PatientFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** A new patient: every field empty, the name required. */
export const Basic: Story = {
  play: async () => {
    const form = within(await dialog('Add a patient'));
    await expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    // No number without its type.
    await expect(
      form.getByRole('textbox', { name: 'National identification number' }),
    ).toBeDisabled();
  },
};

/** A patient's record to edit, filled in; the account's email is the patient's own. */
export const Edit: Story = {
  args: { patient: patientRecord },
  play: async () => {
    const form = within(await dialog('Edit patient details'));
    await expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('Anna Nowak');
    await expect(form.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Assigned physician/ })).toHaveTextContent(
        'Dr Ewa Zielińska',
      ),
    );
  },
};

/** The client rules: the name is required, a phone must be one, a number needs its type. */
export const Invalid: Story = {
  args: { services: demoServices() },
  play: async ({ args }) => {
    const form = within(await dialog('Add a patient'));
    await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(form.getByRole('button', { name: 'Add patient' }));
    await expect(await form.findByText('Field is required')).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.services.createPatient).not.toHaveBeenCalled();
  },
};

/** Saving: the submit shows progress; typing goes on meanwhile. */
export const Busy: Story = {
  args: { services: demoServices({ createPatient: pending }) },
  play: async () => {
    const form = within(await dialog('Add a patient'));
    await userEvent.type(form.getByRole('textbox', { name: /Full name/ }), 'Jan Kowalski');
    await userEvent.click(form.getByRole('button', { name: 'Add patient' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Jan');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Jan');
  },
};

/** The server refuses: its messages beside their fields, the rest (here a bad id) above the form. */
export const ServerError: Story = {
  args: {
    services: demoServices({
      createPatient: () =>
        Promise.reject(
          new ApiRequestError('Invalid value', {
            status: 400,
            code: 'VALIDATION_ERROR',
            validationErrors: [
              { property: 'email', constraints: { emailTaken: 'Email is already taken' } },
              { property: 'teamId', constraints: { invalidValue: 'Invalid value' } },
            ],
          }),
        ),
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog('Add a patient'));
    await userEvent.type(form.getByRole('textbox', { name: /Full name/ }), 'Jan Kowalski');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'jan@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Add patient' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Invalid format');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSaveFailed).toHaveBeenCalledWith(expect.any(ApiRequestError));
    await expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('Jan Kowalski');
  },
};

/** Saved: only the changed fields of an edit are sent, and the app is told. */
export const Saved: Story = {
  args: { patient: patientRecord, services: demoServices() },
  play: async ({ args }) => {
    const form = within(await dialog('Edit patient details'));
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+48 600 100 300');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith({ kind: 'updated' }));
    await expect(args.services.updatePatientFields).toHaveBeenCalledWith({
      teamId: TEAM_ID,
      memberId: patientRecord._id,
      fields: { phone: '+48 600 100 300' },
    });
    await expect(args.services.renamePatient).not.toHaveBeenCalled();
  },
};
