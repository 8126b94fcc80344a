import { z } from 'zod';
import { firstIndexQuery, pageSizeQuery } from './pagingQuery';

/** The nine feedback categories of an issue report (clinical-domain §8). */
export const ISSUE_REPORT_CATEGORIES = [
  'recorderOrAppFailedToStart',
  'signalRecordingProblems',
  'professionalAppMalfunction',
  'patientMisuse',
  'incorrectDiagnosis',
  'mechanicalDamage',
  'adverseHealthEvents',
  'dataSecurityErrors',
  'other',
] as const;

/** One issue report category. */
export type IssueReportCategory = (typeof ISSUE_REPORT_CATEGORIES)[number];

/** Longest issue description. */
export const ISSUE_DESCRIPTION_MAX_LENGTH = 4000;

/** POST issue-reports: the dialog reachable from every screen. */
export const CreateIssueReportBodySchema = z.object({
  category: z.enum(ISSUE_REPORT_CATEGORIES, { error: 'invalidValue' }),
  description: z
    .string()
    .trim()
    .min(1, { error: 'isRequired' })
    .max(ISSUE_DESCRIPTION_MAX_LENGTH, { error: 'tooLong' }),
  teamId: z.uuid({ error: 'invalidFormat' }).optional(),
  examinationId: z.uuid({ error: 'invalidFormat' }).optional(),
});

export type CreateIssueReportBody = z.input<typeof CreateIssueReportBodySchema>;

/** A stored issue report with who sent it, from which clinic and about which examination. */
export const IssueReportSchema = z.object({
  _id: z.uuid(),
  category: z.enum(ISSUE_REPORT_CATEGORIES),
  description: z.string(),
  reporter: z.object({ userId: z.uuid().nullable(), email: z.string(), fullName: z.string() }),
  teamId: z.uuid().nullable(),
  teamName: z.string().nullable(),
  examinationId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});

export type IssueReport = z.infer<typeof IssueReportSchema>;

/** GET admin/issue-reports: newest first, paged. */
export const IssueReportListQuerySchema = z.object({
  offset: firstIndexQuery(),
  size: pageSizeQuery(200, 50),
  category: z.enum(ISSUE_REPORT_CATEGORIES, { error: 'invalidValue' }).optional(),
});

export type IssueReportListQuery = z.input<typeof IssueReportListQuerySchema>;

/** One page of issue reports and their total. */
export const IssueReportListSchema = z.object({
  data: z.array(IssueReportSchema),
  total: z.number().int(),
});

export type IssueReportList = z.infer<typeof IssueReportListSchema>;
