import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NOW, TEAM_ID, patients } from '../fixtures/clinicFixtures.test-support';
import { covidServerIssues, localCovidIssues } from '../machines/covidIntake/covidIntakeIssues';
import type { CovidIntakeContext } from '../machines/covidIntake/covidIntakeMachine';
import { CovidQuestionnaire } from './CovidQuestionnaire';

const answers = {
  vital_limits: 'intake_form@1',
  qualification: 'group_higher_risk',
  weight: 82.5,
  first_symptoms_date: '2026-11-17T09:00:00.000Z',
};

/** The intake after the server refused two answers of a questionnaire it was sent. */
const refusedByServer: CovidIntakeContext = {
  input: {
    teamId: TEAM_ID,
    memberId: patients[0]!._id,
    startDate: '2026-11-20T10:17:00.000Z',
    endDate: '2026-11-21T10:17:00.000Z',
    description: '',
    now: NOW,
  },
  applyingStatements: [],
  answers,
  savedAnswers: {},
  localIssues: {},
  serverIssues: covidServerIssues([
    {
      property: 'questionnaire.weight',
      constraints: { outOfRange: 'Value must be between 5 and 500' },
    },
    {
      property: 'questionnaire.first_symptoms_date',
      constraints: {
        firstSymptomsAfterQualification: 'First symptoms after the qualification date',
      },
    },
  ]),
  isSubmitted: true,
  examination: null,
};

const meta = {
  title: 'Forms/CovidQuestionnaire',
  component: CovidQuestionnaire,
  args: {
    context: refusedByServer,
    isAwaitingDecision: false,
    isExcluded: false,
    isDisabled: false,
    timeZone: 'Europe/Warsaw',
    onChange: fn(),
    onContinue: fn(),
    onStop: fn(),
  },
} satisfies Meta<typeof CovidQuestionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The server's refusal per field (platform-core §5, §8): INVALID_FORMAT under each field, except
 * the first symptoms date, which shows the server's own text.
 */
export const RefusedByServer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Body weight/ })).toHaveAccessibleDescription(
      expect.stringContaining('Invalid format'),
    );
    await expect(
      canvas.getByText('First symptoms after the qualification date'),
    ).toBeInTheDocument();
  },
};

/** The rules' own messages once Save was pressed: every missing answer under its field. */
export const MissingAnswers: Story = {
  args: {
    context: { ...refusedByServer, serverIssues: {}, localIssues: localCovidIssues(answers, NOW) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Field is required')).length).toBeGreaterThan(10);
    await expect(canvas.getByRole('radiogroup', { name: /Active infection/ })).toBeInTheDocument();
  },
};
