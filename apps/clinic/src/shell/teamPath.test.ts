import { describe, expect, it } from 'vitest';
import { pathForTeam } from './teamPath';

describe('pathForTeam', () => {
  it('keeps the section and drops record ids of the old clinic', () => {
    expect(pathForTeam('/clinic/a1/members/7/examinations/9/report', 'b2')).toBe(
      '/clinic/b2/members',
    );
    expect(pathForTeam('/clinic/a1/examinations', 'b2')).toBe('/clinic/b2/examinations');
  });

  it('goes to the new clinic root from the old clinic root', () => {
    expect(pathForTeam('/clinic/a1', 'b2')).toBe('/clinic/b2');
  });

  it('leaves paths outside a clinic alone', () => {
    expect(pathForTeam('/settings', 'b2')).toBe('/settings');
    expect(pathForTeam('/', 'b2')).toBe('/');
  });

  it('encodes the clinic id', () => {
    expect(pathForTeam('/clinic/a1/covid', 'x/y')).toBe('/clinic/x%2Fy/covid');
  });
});
