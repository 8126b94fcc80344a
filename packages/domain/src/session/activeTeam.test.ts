import { describe, expect, it } from 'vitest';
import { resolveActiveTeamId } from './activeTeam';

const teams = [{ _id: 'first' }, { _id: 'second' }];

describe('resolveActiveTeamId', () => {
  it('keeps the stored team while the user belongs to it', () => {
    expect(resolveActiveTeamId(teams, 'second')).toBe('second');
  });

  it('falls back to the first team when the stored one is gone', () => {
    expect(resolveActiveTeamId(teams, 'removed')).toBe('first');
  });

  it('falls back to the first team when none is stored', () => {
    expect(resolveActiveTeamId(teams, null)).toBe('first');
  });

  it('has no active team without teams', () => {
    expect(resolveActiveTeamId([], 'second')).toBeNull();
  });
});
