import type { IssueReportCategory } from '@telemed/domain';

/** Issue reports the demo clinic's staff sent, so the administrators' list has something to show. */
export const DEMO_ISSUE_REPORTS: readonly {
  reporterEmail: string;
  category: IssueReportCategory;
  description: string;
}[] = [
  {
    reporterEmail: 'nurse@demo.telemed.test',
    category: 'signalRecordingProblems',
    description:
      'The Holter recorder handed out on Monday lost lead V1 for about 20 minutes overnight. ' +
      'The electrode gel had dried out; we now replace electrodes after 24 hours.',
  },
  {
    reporterEmail: 'doctor@demo.telemed.test',
    category: 'professionalAppMalfunction',
    description:
      'Printing the sleep study report from the examination page opened an empty preview once. ' +
      'A second try worked.',
  },
  {
    reporterEmail: 'physiotherapist@demo.telemed.test',
    category: 'patientMisuse',
    description:
      'A patient wore the chest strap upside down during the first rehabilitation session.',
  },
];
