import type { Examination } from '@telemed/domain';

/** Where an examination's report (`report`) or HRV report (`hrvreport`) opens (platform-core §2). */
export function reportPath(
  { teamId, memberId, _id }: Pick<Examination, 'teamId' | 'memberId' | '_id'>,
  kind: 'report' | 'hrvreport',
): string {
  return `/clinic/${teamId}/members/${memberId}/examinations/${_id}/${kind}`;
}

/**
 * Where the examination's patient opens its report (`/my-health/...`): the same report, without
 * the staff's tools.
 */
export function patientReportPath(
  { teamId, memberId, _id }: Pick<Examination, 'teamId' | 'memberId' | '_id'>,
  kind: 'report' | 'hrvreport',
): string {
  return `/my-health/${teamId}/members/${memberId}/examinations/${_id}/${kind}`;
}
