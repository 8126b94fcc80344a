import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiClient, ApiRequestError, MemoryTokenStore } from '@telemed/domain';
import type { examinationsContract } from '@telemed/domain';
import { createMockFetch, MockFailure } from '@telemed/domain/mock';
import type { MockHandler } from '@telemed/domain/mock';
import { Modal } from '@telemed/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  NOW,
  TEAM_ID,
  createdExamination,
  examinationSpecs,
  patients,
} from '../../fixtures/clinicFixtures.test-support';
import { addExaminationApiServices } from '../../machines/addExamination/addExaminationApiServices';
import type { AddExaminationServices } from '../../machines/addExamination/addExaminationServices';
import { AddExaminationDialog } from './AddExaminationDialog';
import type { AddExaminationDialogProps } from './AddExaminationDialog';

/** A promise that never settles: a call still on its way. */
const pending = <T,>() => new Promise<T>(() => {});

/** Services answering from the demo clinic's fixed data, as the API would. */
function demoServices(overrides: Partial<AddExaminationServices> = {}): AddExaminationServices {
  return {
    listExaminationSpecs: async () => examinationSpecs,
    listClinicFeatures: async () => ['examinationTypeCovid'],
    getCovidIntakeSettings: async () => ({ vitalLimits: 'intake_form@1' }),
    validateExamination: fn(async () => ({ validationErrors: [] })),
    createExamination: fn(async (input) =>
      createdExamination({ type: input.body.type, memberId: input.memberId }),
    ),
    searchPatients: async ({ phrase }) =>
      patients.filter((patient) =>
        patient.user.personalDetails.fullName.toLowerCase().includes(phrase.toLowerCase()),
      ),
    ...overrides,
  };
}

/**
 * The app's own wiring ({@link addExaminationApiServices}) over a real {@link ApiClient} whose
 * fetch is the contract's mock: requests are routed, validated and answered as the server would,
 * so a body the contract refuses fails here too. `create` answers POST .../examinations.
 */
function mockApiServices(
  create: MockHandler<typeof examinationsContract.create>,
): AddExaminationServices {
  const fetch = createMockFetch(
    {
      examinations: { specs: () => examinationSpecs, create },
      features: { listFeatureVisibilities: () => [{ name: 'examinationTypeCovid' }] },
      teamSettings: { getCovidIntakeSettings: () => ({ vitalLimits: 'intake_form@1' }) },
      examinationLookups: {
        validate: () => ({ validationErrors: [] }),
        searchMembers: ({ query }) =>
          patients.filter((patient) =>
            patient.user.personalDetails.fullName
              .toLowerCase()
              .includes(query.phrase.toLowerCase()),
          ),
      },
    },
    {
      // A request outside the contract or an answer that breaks it fails the call, and the story.
      onProblem: (problem) => {
        throw new Error(problem);
      },
    },
  );
  return addExaminationApiServices(
    new ApiClient({ fetch, tokenStore: new MemoryTokenStore('story-token') }),
  );
}

function AddExaminationStory(props: AddExaminationDialogProps) {
  return (
    <Modal isOpen>
      <AddExaminationDialog {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Forms/AddExaminationDialog',
  component: AddExaminationDialog,
  render: (args) => <AddExaminationStory {...args} />,
  args: {
    teamId: TEAM_ID,
    services: demoServices(),
    clock: () => NOW,
    timeZone: 'Europe/Warsaw',
    onCreated: fn(),
    onSaveFailed: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddExaminationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Add examination' });

async function chooseOption(field: RegExp, option: string) {
  await userEvent.click(within(await dialog()).getByRole('button', { name: field }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

async function choosePatient(phrase: string, name: string) {
  await userEvent.type(within(await dialog()).getByRole('combobox', { name: /Patient/ }), phrase);
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(await within(listbox).findByRole('option', { name: new RegExp(name) }));
}

/** A fresh form: the last 24 hours, no type yet, so Save waits. */
export const Basic: Story = {
  play: async () => {
    const form = within(await dialog());
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Examination type/ })).toBeEnabled(),
    );
    await expect(form.getByRole('combobox', { name: /Patient/ })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(
      form.getByText('Choose the examination type to fill in its intro questionnaire.'),
    ).toBeInTheDocument();
  },
};

/** On a patient's page the patient is fixed: no search, no Import. */
export const OnPatientPage: Story = {
  args: { fixedMemberId: patients[0]!._id },
  play: async () => {
    const form = within(await dialog());
    await chooseOption(/Examination type/, 'Holter ECG');
    await expect(form.queryByRole('combobox', { name: /Patient/ })).not.toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: /Body weight/ })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The types load while the patient can already be chosen. */
export const LoadingTypes: Story = {
  args: { services: demoServices({ listExaminationSpecs: pending }) },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: /Examination type/ })).toBeDisabled();
    await expect(form.getByRole('combobox', { name: /Patient/ })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The types could not be loaded: said on the field, with a way to try again. */
export const TypesUnavailable: Story = {
  args: {
    services: demoServices({
      listExaminationSpecs: () => Promise.reject(new Error('offline')),
    }),
  },
  play: async () => {
    const form = within(await dialog());
    await expect(
      await form.findByText('Examination types could not be loaded.'),
    ).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Load the types again' })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Invalid answers and a missing patient, each said under its field. */
export const Invalid: Story = {
  play: async () => {
    const form = within(await dialog());
    await chooseOption(/Examination type/, 'Holter ECG');
    // No patient yet: Save says so instead of sending.
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Field is required')).toBeInTheDocument();
    const weight = form.getByRole('textbox', { name: /Body weight/ });
    await userEvent.type(weight, '700');
    await userEvent.tab();
    await expect(await form.findByText('Value must be between 5 and 500')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The server's check of the draft, asked once the user pauses, shows under its field. */
export const ServerCheck: Story = {
  args: {
    services: demoServices({
      validateExamination: fn(async (body) => ({
        validationErrors: body.description
          ? [{ property: 'description', constraints: { tooLong: 'Field too long' } }]
          : [],
      })),
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await choosePatient('nowak', 'Anna Nowak');
    // The choice is named under the field with the patient's e-mail.
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: /Patient/ })).toHaveAccessibleDescription(
        /^Chosen: Anna Nowak · \S+@\S+$/,
      ),
    );
    await chooseOption(/Examination type/, 'HRV');
    await userEvent.type(form.getByRole('textbox', { name: 'Recognition' }), 'Palpitations');
    await expect(await form.findByText('Field too long')).toBeInTheDocument();
    await expect(args.services.validateExamination).toHaveBeenLastCalledWith(
      expect.objectContaining({ teamId: TEAM_ID, description: 'Palpitations', type: 'hrv' }),
      expect.any(AbortSignal),
    );
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Saving: Save shows progress and the fields wait. */
export const Busy: Story = {
  args: { services: demoServices({ createExamination: pending }) },
  play: async () => {
    const form = within(await dialog());
    await choosePatient('nowak', 'Anna Nowak');
    await chooseOption(/Examination type/, 'HRV');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Recognition' })).toBeDisabled());
    // The footer's Close; the header's × stays, as Escape does.
    await expect(form.getAllByRole('button', { name: 'Close' }).at(-1)).toBeDisabled();
  },
};

/** A save the server refuses: the dialog stays open with its message under the field. */
export const ServerError: Story = {
  args: {
    services: demoServices({
      createExamination: () =>
        Promise.reject(
          new ApiRequestError('Invalid value', {
            status: 400,
            code: 'VALIDATION_ERROR',
            validationErrors: [
              {
                property: 'startDate',
                constraints: {
                  startDateDifferentThanEndDate: 'START_DATE_DIFFERENT_THAN_END_DATE',
                },
              },
            ],
          }),
        ),
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await choosePatient('lewandowska', 'Zofia Lewandowska');
    await chooseOption(/Examination type/, 'HRV');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(
      await form.findByText('Start date cannot be greater than or equal to end date'),
    ).toBeInTheDocument();
    await expect(args.onSaveFailed).toHaveBeenCalledWith(expect.any(ApiRequestError));
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expect(await dialog()).toBeInTheDocument();
  },
};

/** A complete draft saved: the examination is handed to the app, which opens it. */
export const Saved: Story = {
  args: { services: demoServices() },
  play: async ({ args }) => {
    const form = within(await dialog());
    await choosePatient('kowalczyk', 'Tomasz Kowalczyk');
    await chooseOption(/Examination type/, 'Holter ECG');
    await userEvent.type(form.getByRole('textbox', { name: 'Recognition' }), 'Palpitations');
    await userEvent.type(form.getByRole('textbox', { name: /Body weight/ }), '78.5');
    await chooseOption(/Pacemaker/, 'No');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(args.services.createExamination).toHaveBeenCalledWith({
      teamId: TEAM_ID,
      memberId: patients[1]!._id,
      body: {
        type: 'holter_ecg',
        startDate: '2026-11-20T10:17:00.000Z',
        endDate: '2026-11-21T10:17:00.000Z',
        description: 'Palpitations',
        questionnaire: { weight: 78.5, pacemaker: 'no' },
      },
    });
  },
};

/**
 * The same save through the app's wiring and the API client, served by the contract's mock: the
 * patient search, the types, the server check and the create travel as requests the contract
 * validates, and the created examination comes back through the client.
 */
export const SavedThroughMockApi: Story = {
  args: {
    services: mockApiServices(
      fn(({ params, body }) => createdExamination({ type: body.type, memberId: params.memberId })),
    ),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await choosePatient('kowalczyk', 'Tomasz Kowalczyk');
    await chooseOption(/Examination type/, 'Holter ECG');
    await userEvent.type(form.getByRole('textbox', { name: /Body weight/ }), '78.5');
    await chooseOption(/Pacemaker/, 'No');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(args.onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'holter_ecg', memberId: patients[1]!._id }),
    );
    await expect(args.onSaveFailed).not.toHaveBeenCalled();
  },
};

/** A create the mock API refuses as the server would: its field error shows under the range. */
export const RefusedByMockApi: Story = {
  args: {
    services: mockApiServices(() => {
      throw new MockFailure(400, 'VALIDATION_ERROR', undefined, [
        {
          property: 'startDate',
          constraints: { startDateDifferentThanEndDate: 'START_DATE_DIFFERENT_THAN_END_DATE' },
        },
      ]);
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await choosePatient('nowak', 'Anna Nowak');
    await chooseOption(/Examination type/, 'HRV');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(
      await form.findByText('Start date cannot be greater than or equal to end date'),
    ).toBeInTheDocument();
    await expect(args.onSaveFailed).toHaveBeenCalledWith(expect.any(ApiRequestError));
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
