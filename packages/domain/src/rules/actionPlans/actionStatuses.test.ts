import { describe, expect, it } from 'vitest';
import {
  ACTION_STATUSES,
  STAFF_ACTION_STATUS_CHANGES,
  isActionAnswerable,
  mayChangeActionStatus,
} from './actionStatuses';

describe('the action statuses', () => {
  it('lets staff review an answer, ask for it again or cancel it', () => {
    expect(mayChangeActionStatus('answered', 'reviewed')).toBe(true);
    expect(mayChangeActionStatus('answered', 'todo')).toBe(true);
    expect(mayChangeActionStatus('answered', 'cancelled')).toBe(true);
  });

  it('has nothing to review before the patient answers', () => {
    expect(mayChangeActionStatus('todo', 'reviewed')).toBe(false);
  });

  it('leaves answering to the patient: staff cannot mark an open action answered', () => {
    expect(mayChangeActionStatus('todo', 'answered')).toBe(false);
  });

  it('restores a cancelled action to do', () => {
    expect(mayChangeActionStatus('cancelled', 'todo')).toBe(true);
    expect(mayChangeActionStatus('cancelled', 'reviewed')).toBe(false);
  });

  it('never "changes" a status to itself', () => {
    for (const status of ACTION_STATUSES) {
      expect(STAFF_ACTION_STATUS_CHANGES[status]).not.toContain(status);
    }
  });

  it('takes answers until staff review or cancel the action', () => {
    expect(ACTION_STATUSES.filter(isActionAnswerable)).toEqual(['todo', 'answered']);
  });
});
