/*
 * The lifecycle of an action of an action plan (platform-core §3 "Action plan item: _id,
 * status"). The spec shows neither the statuses nor their graph; both are the decision recorded
 * in docs/decisions.md, the one definition the server enforces and the clinic offers as buttons.
 */

/**
 * The statuses of an action:
 * - `todo`: assigned, the patient has not answered yet;
 * - `answered`: the patient answered its questionnaire; staff have not reviewed the answers;
 * - `reviewed`: staff read the answers; the action is over;
 * - `cancelled`: staff withdrew the action; it is over unless restored.
 */
export const ACTION_STATUSES = ['todo', 'answered', 'reviewed', 'cancelled'] as const;

export type ActionStatus = (typeof ACTION_STATUSES)[number];

/**
 * The changes staff may make, from each status: review an answer or ask for it again, cancel an
 * open action, restore a cancelled one. `answered` is reached only by the patient's answer.
 */
export const STAFF_ACTION_STATUS_CHANGES = {
  todo: ['cancelled'],
  answered: ['reviewed', 'todo', 'cancelled'],
  reviewed: ['answered'],
  cancelled: ['todo'],
} as const satisfies Record<ActionStatus, readonly ActionStatus[]>;

/** The statuses the patient still has to act on, or staff still to review: the current actions. */
export const CURRENT_ACTION_STATUSES = [
  'todo',
  'answered',
] as const satisfies readonly ActionStatus[];

/**
 * Whether staff may move an action from `from` to `to`.
 *
 * @example
 * mayChangeActionStatus('answered', 'reviewed'); // true
 * mayChangeActionStatus('todo', 'reviewed'); // false: nothing to review yet
 */
export function mayChangeActionStatus(from: ActionStatus, to: ActionStatus): boolean {
  return (STAFF_ACTION_STATUS_CHANGES[from] as readonly ActionStatus[]).includes(to);
}

/**
 * Whether the patient may answer (or correct the answer of) an action in this status: until staff
 * review it or cancel it.
 *
 * @example
 * isActionAnswerable('reviewed'); // false
 */
export function isActionAnswerable(status: ActionStatus): boolean {
  return status === 'todo' || status === 'answered';
}
