import type { FeatureName } from '@telemed/domain';

/**
 * Where switching to another clinic leads: the same section of the new clinic when the user is
 * inside one (`/clinic/A/members/7` -> `/clinic/B/members`; ids of the old clinic's records mean
 * nothing in the new one), otherwise the current path.
 */
export function pathForTeam(pathname: string, teamId: string): string {
  const match = /^\/clinic\/[^/]+(?:\/([^/]+))?/.exec(pathname);
  if (!match) return pathname;
  const section = match[1];
  return section
    ? `/clinic/${encodeURIComponent(teamId)}/${section}`
    : `/clinic/${encodeURIComponent(teamId)}`;
}

/**
 * The sections of a clinic in the side navigation, in the order staff use them. A section with a
 * `feature` shows only when the clinic has that feature visibility (platform-core §5); members
 * and settings are always there.
 */
export const clinicSections = [
  { id: 'examinations', titleKey: 'titles.examinations', feature: 'examinations' },
  {
    id: 'pending-examinations',
    titleKey: 'titles.pendingExaminations',
    feature: 'examinations',
  },
  { id: 'annotations', titleKey: 'titles.annotations', feature: 'annotations' },
  { id: 'members', titleKey: 'titles.members' },
  { id: 'programs', titleKey: 'titles.programs', feature: 'programs' },
  { id: 'libraries', titleKey: 'titles.libraries', feature: 'programs' },
  { id: 'qualifications', titleKey: 'titles.qualifications', feature: 'qualifications' },
  { id: 'covid', titleKey: 'titles.covid', feature: 'covidDashboard' },
  { id: 'settings', titleKey: 'titles.clinicSettings' },
] as const satisfies readonly { id: string; titleKey: string; feature?: FeatureName }[];

/** The sections a clinic with these features shows; none that need a feature while unknown. */
export function visibleClinicSections(features: readonly FeatureName[] | undefined) {
  return clinicSections.filter(
    (section) => !('feature' in section) || (features?.includes(section.feature) ?? false),
  );
}

/**
 * The feature a clinic path's section needs (`/clinic/A/covid/...` needs `covidDashboard`), or
 * undefined for a section every clinic has.
 */
export function featureOfPath(pathname: string): FeatureName | undefined {
  const sectionId = /^\/clinic\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  const section = clinicSections.find((candidate) => candidate.id === sectionId);
  return section && 'feature' in section ? section.feature : undefined;
}
