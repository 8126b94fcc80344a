import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiClient, MemoryTokenStore } from '@telemed/domain';
import type { examinationLookupsContract } from '@telemed/domain';
import { createMockFetch } from '@telemed/domain/mock';
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

/**
 * The app's wiring over a real ApiClient whose fetch is the contract's mock, for a clinic with
 * the COVID feature: every request of the intake is routed and validated as the server would.
 */
function covidClinicApi(
  validate: MockHandler<typeof examinationLookupsContract.validate> = () => ({
    validationErrors: [],
  }),
): AddExaminationServices {
  const fetch = createMockFetch(
    {
      examinations: {
        specs: () => examinationSpecs,
        create: ({ params, body }) =>
          createdExamination({ type: body.type, memberId: params.memberId }),
      },
      features: { listFeatureVisibilities: () => [{ name: 'examinationTypeCovid' }] },
      examinationLookups: { validate, searchMembers: () => patients },
      teamSettings: { getCovidIntakeSettings: () => ({ vitalLimits: 'intake_form@1' }) },
    },
    {
      onProblem: (problem) => {
        throw new Error(problem);
      },
    },
  );
  return addExaminationApiServices(
    new ApiClient({ fetch, tokenStore: new MemoryTokenStore('story-token') }),
  );
}

function CovidIntakeStory(props: AddExaminationDialogProps) {
  return (
    <Modal isOpen>
      <AddExaminationDialog {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Forms/AddExaminationDialog/COVID intake',
  component: AddExaminationDialog,
  render: (args) => <CovidIntakeStory {...args} />,
  args: {
    teamId: TEAM_ID,
    fixedMemberId: patients[0]!._id,
    services: covidClinicApi(),
    clock: () => NOW,
    timeZone: 'Europe/Warsaw',
    onCreated: fn(),
    onSaveFailed: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddExaminationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

async function chooseOption(field: RegExp, option: string) {
  await userEvent.click(within(await dialog()).getByRole('button', { name: field }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** Chooses COVID and opens the intake: the statement list comes first. */
async function openIntake() {
  const form = within(await dialog());
  await waitFor(() => expect(form.getByRole('button', { name: /Examination type/ })).toBeEnabled());
  await chooseOption(/Examination type/, 'COVID home monitoring');
  await userEvent.click(form.getByRole('button', { name: 'Continue to the COVID intake' }));
  await within(document.body).findByRole('group', { name: 'Exclusion statements' });
}

/** Confirms that no statement applies: the questionnaire opens. */
async function confirmNoStatement() {
  await openIntake();
  await userEvent.click(
    within(await dialog()).getByRole('button', { name: 'Confirm the statements' }),
  );
  await within(document.body).findByRole('dialog', { name: 'COVID questionnaire' });
}

const field = async (name: RegExp) => within(await dialog()).getByRole('textbox', { name });

/** The statements the patient confirms none of which applies. */
export const Statements: Story = {
  play: async () => {
    await openIntake();
    const statements = within(
      within(document.body).getByRole('group', { name: 'Exclusion statements' }),
    );
    await expect(statements.getAllByRole('checkbox')).toHaveLength(9);
    await userEvent.click(
      statements.getByRole('checkbox', { name: 'The patient has a pacemaker' }),
    );
    await expect(
      statements.getByRole('checkbox', { name: 'The patient has a pacemaker' }),
    ).toBeChecked();
  },
};

/** One statement applies: the patient is excluded and nothing is saved. */
export const ExcludedByStatement: Story = {
  play: async ({ args }) => {
    await openIntake();
    const form = within(await dialog());
    await userEvent.click(form.getByRole('checkbox', { name: 'The patient has a pacemaker' }));
    await userEvent.click(form.getByRole('button', { name: 'Confirm the statements' }));
    await expect(
      await within(document.body).findByText(
        'A statement applies: the patient cannot be enrolled in home monitoring.',
      ),
    ).toBeInTheDocument();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Save pressed with answers missing shows them; a weight out of bounds says its range. */
export const QuestionnaireWithErrors: Story = {
  play: async ({ args }) => {
    await confirmNoStatement();
    const form = within(await dialog());
    await userEvent.type(await field(/Body weight/), '80');
    await userEvent.tab();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect((await form.findAllByText('Field is required')).length).toBeGreaterThan(10);
    await userEvent.clear(await field(/Body weight/));
    await userEvent.type(await field(/Body weight/), '700');
    await userEvent.tab();
    await expect(await form.findByText('Value must be between 5 and 500')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Out-of-range first vitals ask for the values after rest, then Stop or Continue. */
export const AfterRestContinue: Story = {
  play: async () => {
    await confirmNoStatement();
    const form = within(await dialog());
    await chooseOption(/Qualification group/, 'COVID-19 confirmed');
    await chooseOption(/Recognised/, 'Within the last 72 hours');
    await userEvent.type(await field(/^Saturation SpO2 \(%\)/), '92');
    await userEvent.tab();
    await userEvent.type(await field(/Saturation SpO2 after rest/), '92');
    await userEvent.type(await field(/Respiration rate after rest/), '20');
    await userEvent.type(await field(/Heart rate after rest/), '100');
    await userEvent.tab();
    await userEvent.click(await form.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(form.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument(),
    );
    await expect(form.getByRole('group', { name: 'Measurements after rest' })).toBeInTheDocument();
  },
};

/** After-rest values beyond the limits: EXAM_WARNING_PATIENT_EXCLUDED, and Save stays off. */
export const ExcludedAfterRest: Story = {
  play: async () => {
    await confirmNoStatement();
    const form = within(await dialog());
    await chooseOption(/Qualification group/, 'COVID-19 confirmed');
    await chooseOption(/Recognised/, 'Within the last 72 hours');
    await userEvent.type(await field(/^Saturation SpO2 \(%\)/), '88');
    await userEvent.tab();
    await userEvent.type(await field(/Saturation SpO2 after rest/), '85');
    await userEvent.type(await field(/Respiration rate after rest/), '20');
    await userEvent.type(await field(/Heart rate after rest/), '100');
    await userEvent.tab();
    await expect(
      await form.findByText(
        'The patient does not meet the limits after rest and cannot be enrolled',
      ),
    ).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
