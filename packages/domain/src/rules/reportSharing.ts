import type { ExaminationStatus } from '../schemas/examinationConstants';

/**
 * The statuses at which the physician has described the examination: its report — figures,
 * statistics, HRV — is the patient's to read. Before that it holds only automatic figures nobody
 * has signed, so the server answers a patient 'The report is not ready yet'.
 */
export const REPORT_SHARED_STATUSES: readonly ExaminationStatus[] = ['DESCRIBED', 'FINISHED'];

/** Whether the examination's report is shared with its patient. */
export function isReportShared(examination: { status: ExaminationStatus }): boolean {
  return REPORT_SHARED_STATUSES.includes(examination.status);
}
