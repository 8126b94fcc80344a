/*
 * The qualification's lifecycle (clinical-domain §4): its states, its four transitions and the
 * final qualification's. The spec names them but not the graph ("Exact transition graph: not
 * shown"); the graph below is the decision recorded in docs/decisions.md. It is the one
 * definition the server enforces, the form machine follows and the clinic's buttons offer.
 */

/**
 * The states of a qualification:
 * - `start`: the patient is being qualified to the program (a new qualification);
 * - `pending`: a request waiting for staff, e.g. from the patient's own rehabilitation
 *   registration; staff start it or reject it;
 * - `qualifying`: being qualified to a rehabilitation model (questionnaire, consultations);
 * - `testing`: the tests (spirometry, walk test, health limits) are under way;
 * - `qualified`: the qualification is finished; the final qualification decides;
 * - `accepted`: the final qualification is complete, the patient is accepted to the program;
 * - `rejected`: rejected at any step, or by the final qualification.
 */
export const QUALIFICATION_STATES = [
  'start',
  'pending',
  'qualifying',
  'testing',
  'qualified',
  'accepted',
  'rejected',
] as const;

export type QualificationState = (typeof QUALIFICATION_STATES)[number];

/** The transitions of a qualification (clinical-domain §4: qualify, test, reject, finish qualification). */
export const QUALIFICATION_TRANSITIONS = [
  'qualify',
  'test',
  'reject',
  'finishQualification',
] as const;

export type QualificationTransition = (typeof QUALIFICATION_TRANSITIONS)[number];

/** The final qualification's states: `start`, `end` (completed) and `rejected`. */
export const FINAL_QUALIFICATION_STATES = ['start', 'end', 'rejected'] as const;

export type FinalQualificationState = (typeof FINAL_QUALIFICATION_STATES)[number];

/** The final qualification's transitions: complete final and reject final. */
export const FINAL_QUALIFICATION_TRANSITIONS = ['completeFinal', 'rejectFinal'] as const;

export type FinalQualificationTransition = (typeof FINAL_QUALIFICATION_TRANSITIONS)[number];

/**
 * State × transition → state: the only legal moves of a qualification. A state that is not a
 * key's source has no transition of that name. Rejection is possible at every step before the
 * qualification is finished; after it, only the final qualification rejects.
 */
export const QUALIFICATION_GRAPH = {
  start: { qualify: 'qualifying', reject: 'rejected' },
  pending: { qualify: 'qualifying', reject: 'rejected' },
  qualifying: { test: 'testing', reject: 'rejected' },
  testing: { finishQualification: 'qualified', reject: 'rejected' },
  qualified: {},
  accepted: {},
  rejected: {},
} as const satisfies Record<
  QualificationState,
  Partial<Record<QualificationTransition, QualificationState>>
>;

/**
 * The final qualification's moves, each with the state it gives the qualification. The final
 * qualification opens (`start`) when the qualification is finished, and only a `qualified`
 * qualification may take these transitions.
 */
export const FINAL_QUALIFICATION_GRAPH = {
  start: {
    completeFinal: { final: 'end', qualification: 'accepted' },
    rejectFinal: { final: 'rejected', qualification: 'rejected' },
  },
  end: {},
  rejected: {},
} as const satisfies Record<
  FinalQualificationState,
  Partial<
    Record<
      FinalQualificationTransition,
      { final: FinalQualificationState; qualification: QualificationState }
    >
  >
>;

/** Where a qualification is in its lifecycle: its state and its final qualification's. */
export interface QualificationLifecycle {
  readonly state: QualificationState;
  /** Null until the qualification is finished. */
  readonly finalQualification: FinalQualificationState | null;
}

/**
 * The lifecycle after a transition, or null when the transition is illegal from here.
 *
 * @example
 * nextQualificationLifecycle({ state: 'testing', finalQualification: null }, 'finishQualification');
 * // { state: 'qualified', finalQualification: 'start' }
 */
export function nextQualificationLifecycle(
  current: QualificationLifecycle,
  transition: QualificationTransition,
): QualificationLifecycle | null {
  const moves: Partial<Record<QualificationTransition, QualificationState>> =
    QUALIFICATION_GRAPH[current.state];
  const state = moves[transition];
  if (!state) return null;
  return { state, finalQualification: state === 'qualified' ? 'start' : null };
}

/**
 * The lifecycle after a final qualification transition, or null when it is illegal: the
 * qualification is not `qualified`, or its final qualification is over.
 *
 * @example
 * nextFinalQualificationLifecycle({ state: 'qualified', finalQualification: 'start' }, 'completeFinal');
 * // { state: 'accepted', finalQualification: 'end' }
 */
export function nextFinalQualificationLifecycle(
  current: QualificationLifecycle,
  transition: FinalQualificationTransition,
): QualificationLifecycle | null {
  if (current.state !== 'qualified' || current.finalQualification === null) return null;
  const moves: Partial<
    Record<
      FinalQualificationTransition,
      { final: FinalQualificationState; qualification: QualificationState }
    >
  > = FINAL_QUALIFICATION_GRAPH[current.finalQualification];
  const move = moves[transition];
  return move ? { state: move.qualification, finalQualification: move.final } : null;
}

/**
 * The qualification transitions legal from a state, in the order of
 * {@link QUALIFICATION_TRANSITIONS} (what the clinic offers as buttons).
 *
 * @example
 * legalQualificationTransitions('start'); // ['qualify', 'reject']
 */
export function legalQualificationTransitions(
  state: QualificationState,
): QualificationTransition[] {
  return QUALIFICATION_TRANSITIONS.filter((transition) => transition in QUALIFICATION_GRAPH[state]);
}

/**
 * The final qualification transitions legal now: none unless the qualification is `qualified`
 * with its final qualification open.
 *
 * @example
 * legalFinalQualificationTransitions({ state: 'qualified', finalQualification: 'start' });
 * // ['completeFinal', 'rejectFinal']
 */
export function legalFinalQualificationTransitions(
  current: QualificationLifecycle,
): FinalQualificationTransition[] {
  return FINAL_QUALIFICATION_TRANSITIONS.filter(
    (transition) => nextFinalQualificationLifecycle(current, transition) !== null,
  );
}
