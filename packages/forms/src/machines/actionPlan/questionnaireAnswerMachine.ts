import { ACTION_PLAN_QUESTIONNAIRES, questionnaireAnswersSchema } from '@telemed/domain';
import type {
  ActionAnswersResult,
  ActionPlanAnswers,
  ActionPlanItem,
  ActionPlanQuestion,
  ActionStatus,
} from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { schemaIssues } from '../../questionnaire/fieldIssues';
import type { FieldIssue, FieldIssues } from '../../questionnaire/fieldIssues';
import { unprovidedService } from '../unprovidedService';
import { serverIssues } from './serverIssues';
import type { SaveAnswersInput } from './actionPlanServices';

/** A question's answer while it is being given: null until the patient picks one. */
export type AnswerDraftValue = number | boolean | null;

/** What the screen tells the machine. */
export type QuestionnaireAnswerEvent =
  | { type: 'answer.change'; question: string; value: AnswerDraftValue }
  | { type: 'answers.submit' }
  /** Back to the answers after they were sent, to correct them before staff review. */
  | { type: 'answers.edit' };

/** Announced once the answers were saved, with the server's message and the action's status. */
export type QuestionnaireAnswerEmitted = { type: 'answers.saved'; result: ActionAnswersResult };

/** What the machine holds. */
export interface QuestionnaireAnswerContext {
  teamId: string;
  action: ActionPlanItem;
  answers: Readonly<Record<string, AnswerDraftValue>>;
  /** What is wrong, by question name; shown once the patient tried to send. */
  issues: FieldIssues;
  /** The action's status after the last save. */
  status: ActionStatus;
  failure: unknown;
}

/** The questions of the action's questionnaire. */
export function questionsOf(action: ActionPlanItem): readonly ActionPlanQuestion[] {
  return ACTION_PLAN_QUESTIONNAIRES[action.questionnaire].questions;
}

/**
 * What the shared schema finds wrong with the answers, run on the client as the server runs it:
 * one issue per question, with the bounds of `outOfRange`.
 *
 * @example
 * answerIssues(mmrcAction, { grade: null }); // { grade: { constraint: 'isRequired' } }
 */
export function answerIssues(
  action: ActionPlanItem,
  answers: Readonly<Record<string, AnswerDraftValue>>,
): FieldIssues {
  const issues: Record<string, FieldIssue> = {};
  for (const question of questionsOf(action)) {
    const value = answers[question.name];
    if (value === null || value === undefined) issues[question.name] = { constraint: 'isRequired' };
  }
  const given = Object.fromEntries(
    Object.entries(answers).filter((entry) => entry[1] !== null && entry[1] !== undefined),
  );
  const parsed = questionnaireAnswersSchema(action.questionnaire).safeParse(given);
  // A missing answer says so first; the schema names what is wrong with the given ones.
  return { ...(parsed.success ? {} : schemaIssues(parsed.error.issues)), ...issues };
}

/** The server names answers `questionnaries.<question>`; the form names them by question. */
function byQuestion(issues: FieldIssues): FieldIssues {
  return Object.fromEntries(
    Object.entries(issues).map(([property, issue]) => [
      property.replace(/^questionnaries\./, ''),
      issue,
    ]),
  );
}

/**
 * A patient answering an action's questionnaire (platform-core §7 "Action plans"): each question
 * is answered by its kind, the shared schema checks the answers before they are sent (the server
 * checks them again), and `saveAnswers` stores them. Until staff review the action the patient may
 * correct the answers (`answers.edit`).
 */
export const questionnaireAnswerMachine = setup({
  types: {
    context: {} as QuestionnaireAnswerContext,
    events: {} as QuestionnaireAnswerEvent,
    emitted: {} as QuestionnaireAnswerEmitted,
    input: {} as { teamId: string; action: ActionPlanItem },
  },
  actors: {
    saveAnswers: unprovidedService<ActionAnswersResult, SaveAnswersInput>('saveAnswers'),
  },
  guards: {
    areAnswersValid: ({ context }) =>
      Object.keys(answerIssues(context.action, context.answers)).length === 0,
  },
  actions: {
    changeAnswer: assign(({ context, event }) => {
      assertEvent(event, 'answer.change');
      const answers = { ...context.answers, [event.question]: event.value };
      const { [event.question]: _fixed, ...otherIssues } = context.issues;
      return { answers, issues: otherIssues };
    }),
    showIssues: assign({
      issues: ({ context }) => answerIssues(context.action, context.answers),
    }),
    forgetProblems: assign({ issues: {}, failure: null }),
    recordRefusal: assign((_, { error }: { error: unknown }) => {
      const issues = byQuestion(serverIssues(error));
      return Object.keys(issues).length > 0 ? { issues } : { failure: error };
    }),
    recordResult: assign({
      status: (_, { result }: { result: ActionAnswersResult }) => result.status,
    }),
    announceSaved: emit((_, { result }: { result: ActionAnswersResult }) => ({
      type: 'answers.saved' as const,
      result,
    })),
  },
}).createMachine({
  id: 'questionnaireAnswer',
  context: ({ input }) => ({
    teamId: input.teamId,
    action: input.action,
    answers: Object.fromEntries(
      questionsOf(input.action).map((question) => [
        question.name,
        input.action.questionnaries?.[question.name] ?? null,
      ]),
    ),
    issues: {},
    status: input.action.status,
    failure: null,
  }),
  initial: 'answering',
  states: {
    answering: {
      tags: ['editing'],
      on: {
        'answer.change': { actions: 'changeAnswer' },
        'answers.submit': [
          { guard: 'areAnswersValid', target: 'saving' },
          { actions: 'showIssues' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'forgetProblems',
      invoke: {
        src: 'saveAnswers',
        input: ({ context }) => ({
          teamId: context.teamId,
          actionId: context.action._id,
          questionnaries: context.answers as ActionPlanAnswers,
        }),
        onDone: {
          target: 'answered',
          actions: [
            { type: 'recordResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announceSaved', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'answering',
          actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    answered: {
      on: { 'answers.edit': 'answering' },
    },
  },
});

/** A snapshot of the questionnaire answer machine. */
export type QuestionnaireAnswerSnapshot = SnapshotFrom<typeof questionnaireAnswerMachine>;
