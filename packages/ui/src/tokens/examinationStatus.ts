/**
 * Examination statuses that have their own colour role (platform-core §4). DEFAULT is shown as
 * FOR_DESCRIPTION, so it needs no colour of its own.
 */
export const examinationStatusNames = [
  'PENDING',
  'IN_PROGRESS',
  'FOR_DESCRIPTION',
  'DESCRIBED',
  'FINISHED',
  'FAILED',
  'ARCHIVED',
] as const;

/** One examination status with a colour role. */
export type ExaminationStatusName = (typeof examinationStatusNames)[number];
