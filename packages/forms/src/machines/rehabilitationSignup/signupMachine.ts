import { ApiRequestError } from '@telemed/domain';
import type {
  CheckoutStarted,
  Plan,
  RehabilitationSignupBody,
  ValidationError,
} from '@telemed/domain';
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { issuesFromValidationErrors } from '../../questionnaire/fieldIssues';
import type { FieldIssues } from '../../questionnaire/fieldIssues';
import { unprovidedService } from '../unprovidedService';
import { EMPTY_SIGNUP_DRAFT, localSignupIssues, signupBody, withSignupField } from './signupDraft';
import type { SignupChoice, SignupDraft, SignupField } from './signupDraft';

/** Where the registrant came from: a clinic's signup link names it; the page's language. */
export interface SignupInput {
  teamId?: string;
  language?: RehabilitationSignupBody['language'];
}

/**
 * Why the last submit did not go through, for the form's message: no answer (the entries stay,
 * send again), the server's refusal of the fields (shown beside them), or any other refusal (its
 * error, described by the catalogue).
 */
export type SignupFailure =
  { kind: 'network' } | { kind: 'invalid' } | { kind: 'refused'; error: unknown } | null;

/** What the signup machine holds. */
export interface SignupContext {
  input: SignupInput;
  plans: Plan[];
  /** The plan chosen on the first step. */
  plan: Plan | null;
  draft: SignupDraft;
  localIssues: FieldIssues;
  /** What the server refused in the last submit, shown until the field changes. */
  serverIssues: FieldIssues;
  /** Fields the registrant changed: their issues show before the first submit. */
  touched: readonly SignupField[];
  /** Once a submit was tried every issue shows. */
  submitAttempted: boolean;
  failure: SignupFailure;
  /** The server's answer: the checkout to go to, or the demo's settled state. */
  started: CheckoutStarted | null;
}

/** What the signup pages tell the machine. */
export type SignupEvent =
  | { type: 'plans.reload' }
  | { type: 'plan.choose'; planId: number }
  | { type: 'field.change'; field: SignupField; value: unknown }
  | { type: 'form.back' }
  | { type: 'form.submit' };

/** Every problem of the form by field: its own checks first, then the server's. */
export function signupIssues(context: SignupContext): FieldIssues {
  return { ...context.serverIssues, ...context.localIssues };
}

/** The problems the form shows now: of changed fields, and all of them once a submit was tried. */
export function shownSignupIssues(context: SignupContext): FieldIssues {
  const issues = signupIssues(context);
  if (context.submitAttempted) return issues;
  return Object.fromEntries(
    Object.entries(issues).filter(
      ([field]) => context.touched.includes(field as SignupField) || field in context.serverIssues,
    ),
  );
}

/** The server's refusal of the fields (400 with its list), by field. */
function serverIssuesOf(error: unknown): FieldIssues {
  const errors: ValidationError[] =
    error instanceof ApiRequestError && error.status === 400 ? error.validationErrors : [];
  return issuesFromValidationErrors(errors);
}

/** The refusal of a submit as the form reports it. */
function submitFailure(error: unknown): SignupFailure {
  if (error instanceof ApiRequestError && error.status === 0) return { kind: 'network' };
  if (Object.keys(serverIssuesOf(error)).length > 0) return { kind: 'invalid' };
  return { kind: 'refused', error };
}

/** The request of the signup from the machine's context. */
function registration(context: SignupContext): RehabilitationSignupBody {
  const choice: SignupChoice = {
    planId: context.plan?.id as SignupChoice['planId'],
    ...(context.input.teamId ? { teamId: context.input.teamId } : {}),
    ...(context.input.language ? { language: context.input.language } : {}),
  };
  return signupBody(context.draft, choice);
}

/**
 * The patient signup for rehabilitation (platform-core §2, clinical-domain §2): loads the
 * offered plans, takes the chosen one, then the registrant's personal data and consents checked
 * by the shared schema, and sends the signup. It ends `checkout` with the provider's hosted
 * checkout to go to, or `demo` with the demo's settled state (no payment). The server's refusal
 * of fields shows beside them; a lost connection keeps every entry so the registrant sends again.
 *
 * Tags drive the pages: `loading`, `loadFailed`, `choosingPlan`, `editing`, `busy`.
 */
export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
    output: {} as CheckoutStarted,
  },
  actors: {
    loadPlans: unprovidedService<Plan[], undefined>('loadPlans'),
    register: unprovidedService<CheckoutStarted, RehabilitationSignupBody>('register'),
  },
  guards: {
    isPlanOffered: ({ context, event }) => {
      assertEvent(event, 'plan.choose');
      return context.plans.some((plan) => plan.id === event.planId);
    },
    hasIssues: ({ context }) => Object.keys(signupIssues(context)).length > 0,
    isCheckoutToVisit: ({ context }) => context.started?.checkoutUrl != null,
  },
  actions: {
    storePlans: assign((_, plans: Plan[]) => ({ plans })),
    choosePlan: assign({
      plan: ({ context, event }) => {
        assertEvent(event, 'plan.choose');
        return context.plans.find((plan) => plan.id === event.planId) ?? null;
      },
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const draft = withSignupField(context.draft, event.field, event.value);
      const { [event.field]: _answered, ...serverIssues } = context.serverIssues;
      return {
        draft,
        localIssues: localSignupIssues(draft),
        serverIssues,
        touched: context.touched.includes(event.field)
          ? context.touched
          : [...context.touched, event.field],
        failure: null,
      };
    }),
    markSubmitAttempted: assign({ submitAttempted: true, failure: null }),
    storeStarted: assign((_, started: CheckoutStarted) => ({ started })),
    storeRefusal: assign((_, { error }: { error: unknown }) => ({
      serverIssues: serverIssuesOf(error),
      failure: submitFailure(error),
    })),
  },
}).createMachine({
  id: 'rehabilitationSignup',
  context: ({ input }) => ({
    input,
    plans: [],
    plan: null,
    draft: EMPTY_SIGNUP_DRAFT,
    localIssues: localSignupIssues(EMPTY_SIGNUP_DRAFT),
    serverIssues: {},
    touched: [],
    submitAttempted: false,
    failure: null,
    started: null,
  }),
  initial: 'loadingPlans',
  states: {
    loadingPlans: {
      tags: ['loading', 'busy'],
      invoke: {
        src: 'loadPlans',
        onDone: {
          target: 'choosingPlan',
          actions: [{ type: 'storePlans', params: ({ event }) => event.output }],
        },
        onError: { target: 'plansFailed' },
      },
    },
    plansFailed: {
      tags: ['loadFailed'],
      on: { 'plans.reload': 'loadingPlans' },
    },
    choosingPlan: {
      tags: ['choosingPlan'],
      on: {
        'plan.choose': { guard: 'isPlanOffered', target: 'form', actions: 'choosePlan' },
      },
    },
    form: {
      tags: ['editing'],
      on: {
        'field.change': { actions: 'changeField' },
        // Back to the plans keeps the entries: the registrant may only change the plan.
        'form.back': 'choosingPlan',
        'form.submit': [
          { guard: 'hasIssues', actions: 'markSubmitAttempted' },
          { target: 'submitting', actions: 'markSubmitAttempted' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'register',
        input: ({ context }) => registration(context),
        onDone: {
          target: 'started',
          actions: [{ type: 'storeStarted', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'form',
          actions: [{ type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    started: {
      always: [{ guard: 'isCheckoutToVisit', target: 'checkout' }, { target: 'demo' }],
    },
    /** The provider's hosted checkout is next: the page sends the browser to `checkoutUrl`. */
    checkout: { type: 'final', tags: ['busy'] },
    /** The demo is active already: the page goes to its success page. */
    demo: { type: 'final', tags: ['busy'] },
  },
  output: ({ context }) => context.started as CheckoutStarted,
});

/** A snapshot of the signup machine. */
export type SignupSnapshot = SnapshotFrom<typeof signupMachine>;
