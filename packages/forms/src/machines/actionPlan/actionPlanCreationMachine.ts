import type { ActionPlan, ActionPlanQuestionnaireName, NewAction } from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { FieldIssues } from '../../questionnaire/fieldIssues';
import { unprovidedService } from '../unprovidedService';
import { serverIssues } from './serverIssues';
import type { CreateActionPlanInput } from './actionPlanServices';

/** What the screen tells the machine. */
export type ActionPlanCreationEvent =
  | { type: 'action.add'; questionnaire: ActionPlanQuestionnaireName }
  | { type: 'action.remove'; index: number }
  | { type: 'action.instruct'; index: number; instructions: string }
  | { type: 'plan.save' };

/** Announced once the plan was saved: the app shows it and reloads the examination. */
export type ActionPlanCreationEmitted = { type: 'plan.saved'; plan: ActionPlan };

/** What the machine holds. */
export interface ActionPlanCreationContext {
  teamId: string;
  examinationId: string;
  /** The actions to add, in order. */
  actions: Required<NewAction>[];
  /** The server's refusal, by property (`actions.0.instructions`). */
  issues: FieldIssues;
  /** Why saving failed otherwise (not a validation). */
  failure: unknown;
}

/**
 * Making an action plan from an examination (platform-core §7 "Action plans"): staff pick
 * questionnaires of the catalogue, each with instructions, and save them to the examination's
 * plan (`createActionPlan`). Creating an action plan carries no client-side checks (§5): the
 * server's validation errors come back by property. A saved plan empties the list and is
 * announced (`plan.saved`) so the screen shows it.
 */
export const actionPlanCreationMachine = setup({
  types: {
    context: {} as ActionPlanCreationContext,
    events: {} as ActionPlanCreationEvent,
    emitted: {} as ActionPlanCreationEmitted,
    input: {} as { teamId: string; examinationId: string },
  },
  actors: {
    createActionPlan: unprovidedService<ActionPlan, CreateActionPlanInput>('createActionPlan'),
  },
  actions: {
    addAction: assign({
      actions: ({ context, event }) => {
        assertEvent(event, 'action.add');
        return [...context.actions, { questionnaire: event.questionnaire, instructions: '' }];
      },
    }),
    removeAction: assign({
      actions: ({ context, event }) => {
        assertEvent(event, 'action.remove');
        return context.actions.filter((_, index) => index !== event.index);
      },
      issues: {},
    }),
    instructAction: assign({
      actions: ({ context, event }) => {
        assertEvent(event, 'action.instruct');
        return context.actions.map((action, index) =>
          index === event.index ? { ...action, instructions: event.instructions } : action,
        );
      },
    }),
    forgetProblems: assign({ issues: {}, failure: null }),
    recordRefusal: assign((_, { error }: { error: unknown }) => {
      const issues = serverIssues(error);
      return Object.keys(issues).length > 0 ? { issues } : { failure: error };
    }),
    clearActions: assign({ actions: [] }),
    announceSaved: emit((_, { plan }: { plan: ActionPlan }) => ({
      type: 'plan.saved' as const,
      plan,
    })),
  },
}).createMachine({
  id: 'actionPlanCreation',
  context: ({ input }) => ({
    teamId: input.teamId,
    examinationId: input.examinationId,
    actions: [],
    issues: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'action.add': { actions: 'addAction' },
        'action.remove': { actions: 'removeAction' },
        'action.instruct': { actions: 'instructAction' },
        'plan.save': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'forgetProblems',
      invoke: {
        src: 'createActionPlan',
        input: ({ context }) => ({
          teamId: context.teamId,
          examinationId: context.examinationId,
          actions: context.actions,
        }),
        onDone: {
          target: 'editing',
          actions: [
            'clearActions',
            { type: 'announceSaved', params: ({ event }) => ({ plan: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** A snapshot of the action plan creation machine. */
export type ActionPlanCreationSnapshot = SnapshotFrom<typeof actionPlanCreationMachine>;
