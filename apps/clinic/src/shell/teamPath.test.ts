import { describe, expect, it } from 'vitest';
import { featureOfPath, pathForTeam, visibleClinicSections } from './teamPath';

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

describe('visibleClinicSections', () => {
  const ids = (features?: Parameters<typeof visibleClinicSections>[0]) =>
    visibleClinicSections(features).map((section) => section.id);

  it('shows the areas of the clinic’s features, members and settings always', () => {
    expect(ids(['examinations', 'covidDashboard'])).toEqual([
      'examinations',
      'pending-examinations',
      'members',
      'covid',
      'settings',
    ]);
    expect(ids(['programs'])).toEqual(['members', 'programs', 'libraries', 'settings']);
  });

  it('shows only the areas every clinic has while its features are unknown', () => {
    expect(ids(undefined)).toEqual(['members', 'settings']);
    expect(ids([])).toEqual(['members', 'settings']);
  });
});

describe('featureOfPath', () => {
  it('names the feature a clinic section needs, at any depth', () => {
    expect(featureOfPath('/clinic/A/covid')).toBe('covidDashboard');
    expect(featureOfPath('/clinic/A/programs/7')).toBe('programs');
    expect(featureOfPath('/clinic/A/pending-examinations')).toBe('examinations');
  });

  it('names none for the sections every clinic has and for paths outside a clinic', () => {
    expect(featureOfPath('/clinic/A/members/7')).toBeUndefined();
    expect(featureOfPath('/clinic/A/settings/danger-zone')).toBeUndefined();
    expect(featureOfPath('/clinic/A')).toBeUndefined();
    expect(featureOfPath('/admin/features')).toBeUndefined();
  });
});
