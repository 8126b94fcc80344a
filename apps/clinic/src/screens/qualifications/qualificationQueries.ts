/** Query key of everything the clinic's qualification screens load of a clinic. */
export const qualificationsKey = (teamId: string) => ['qualifications', teamId] as const;
