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

/** The sections of a clinic in the side navigation, in the order staff use them. */
export const clinicSections = [
  { id: 'examinations', titleKey: 'titles.examinations' },
  { id: 'pending-examinations', titleKey: 'titles.pendingExaminations' },
  { id: 'annotations', titleKey: 'titles.annotations' },
  { id: 'members', titleKey: 'titles.members' },
  { id: 'programs', titleKey: 'titles.programs' },
  { id: 'libraries', titleKey: 'titles.libraries' },
  { id: 'qualifications', titleKey: 'titles.qualifications' },
  { id: 'covid', titleKey: 'titles.covid' },
  { id: 'settings', titleKey: 'titles.clinicSettings' },
] as const;
