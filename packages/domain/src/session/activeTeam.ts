/** Local storage key of the active clinic's id. */
export const ACTIVE_TEAM_STORAGE_KEY = 'teamId';

/**
 * The active clinic: the stored one while the user still belongs to it, else the first.
 *
 * @example
 * resolveActiveTeamId(teams, localStorage.getItem('teamId'));
 */
export function resolveActiveTeamId(
  teams: readonly { _id: string }[],
  storedTeamId: string | null,
): string | null {
  if (storedTeamId !== null && teams.some((team) => team._id === storedTeamId)) return storedTeamId;
  return teams[0]?._id ?? null;
}
