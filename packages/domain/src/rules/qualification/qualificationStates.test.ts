import { describe, expect, it } from 'vitest';
import {
  QUALIFICATION_STATES,
  QUALIFICATION_TRANSITIONS,
  legalFinalQualificationTransitions,
  legalQualificationTransitions,
  nextFinalQualificationLifecycle,
  nextQualificationLifecycle,
} from './qualificationStates';

describe('the qualification graph', () => {
  it('walks start → qualifying → testing → qualified and opens the final qualification', () => {
    let lifecycle = { state: 'start', finalQualification: null } as const;
    const qualifying = nextQualificationLifecycle(lifecycle, 'qualify');
    expect(qualifying).toEqual({ state: 'qualifying', finalQualification: null });
    const testing = nextQualificationLifecycle(qualifying!, 'test');
    expect(testing).toEqual({ state: 'testing', finalQualification: null });
    const qualified = nextQualificationLifecycle(testing!, 'finishQualification');
    expect(qualified).toEqual({ state: 'qualified', finalQualification: 'start' });
    lifecycle = { state: 'start', finalQualification: null };
    expect(nextQualificationLifecycle(lifecycle, 'test')).toBeNull();
  });

  it('rejects from every step before the qualification is finished, and from none after', () => {
    const rejecting = QUALIFICATION_STATES.filter((state) =>
      legalQualificationTransitions(state).includes('reject'),
    );
    expect(rejecting).toEqual(['start', 'pending', 'qualifying', 'testing']);
  });

  it('has no way out of qualified, accepted or rejected but the final qualification', () => {
    for (const state of ['qualified', 'accepted', 'rejected'] as const) {
      for (const transition of QUALIFICATION_TRANSITIONS) {
        expect(
          nextQualificationLifecycle({ state, finalQualification: null }, transition),
        ).toBeNull();
      }
    }
  });

  it('allows exactly the moves of docs/decisions.md', () => {
    const moves = Object.fromEntries(
      QUALIFICATION_STATES.map((state) => [
        state,
        legalQualificationTransitions(state).map(
          (transition) =>
            `${transition} → ${nextQualificationLifecycle({ state, finalQualification: null }, transition)?.state}`,
        ),
      ]),
    );
    expect(moves).toEqual({
      start: ['qualify → qualifying', 'reject → rejected'],
      pending: ['qualify → qualifying', 'reject → rejected'],
      qualifying: ['test → testing', 'reject → rejected'],
      testing: ['reject → rejected', 'finishQualification → qualified'],
      qualified: [],
      accepted: [],
      rejected: [],
    });
  });

  it('offers the legal transitions in catalogue order', () => {
    expect(legalQualificationTransitions('start')).toEqual(['qualify', 'reject']);
    expect(legalQualificationTransitions('testing')).toEqual(['reject', 'finishQualification']);
    expect(legalQualificationTransitions('accepted')).toEqual([]);
  });
});

describe('the final qualification', () => {
  const qualified = { state: 'qualified', finalQualification: 'start' } as const;

  it('completes to end and accepts the qualification', () => {
    expect(nextFinalQualificationLifecycle(qualified, 'completeFinal')).toEqual({
      state: 'accepted',
      finalQualification: 'end',
    });
  });

  it('rejects the qualification with it', () => {
    expect(nextFinalQualificationLifecycle(qualified, 'rejectFinal')).toEqual({
      state: 'rejected',
      finalQualification: 'rejected',
    });
  });

  it('is closed before the qualification is finished and after it ended', () => {
    expect(
      legalFinalQualificationTransitions({ state: 'testing', finalQualification: null }),
    ).toEqual([]);
    expect(
      legalFinalQualificationTransitions({ state: 'accepted', finalQualification: 'end' }),
    ).toEqual([]);
    expect(legalFinalQualificationTransitions(qualified)).toEqual(['completeFinal', 'rejectFinal']);
  });
});
