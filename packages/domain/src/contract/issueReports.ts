import { MessageResponseSchema } from '../schemas/auth';
import {
  CreateIssueReportBodySchema,
  IssueReportListQuerySchema,
  IssueReportListSchema,
} from '../schemas/issueReports';
import { endpoint, errorResponses } from './endpoint';

/** Issue reports (clinical-domain §7): submitted from any screen, listed for site administrators. */
export const issueReportsContract = {
  /** Reports an issue with a category and a description. */
  submitIssueReport: endpoint({
    method: 'POST',
    path: '/issue-reports',
    access: 'signedIn',
    body: CreateIssueReportBodySchema,
    responses: { 201: MessageResponseSchema, ...errorResponses },
  }),
  /** One page of the reports, newest first, optionally of one category. */
  listIssueReports: endpoint({
    method: 'GET',
    path: '/admin/issue-reports',
    access: 'siteAdmin',
    query: IssueReportListQuerySchema,
    responses: { 200: IssueReportListSchema, ...errorResponses },
  }),
} as const;
