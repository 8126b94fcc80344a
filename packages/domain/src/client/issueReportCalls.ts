import { MessageResponseSchema } from '../schemas/auth';
import type { MessageResponse } from '../schemas/auth';
import { IssueReportListSchema } from '../schemas/issueReports';
import type {
  CreateIssueReportBody,
  IssueReportCategory,
  IssueReportList,
} from '../schemas/issueReports';
import type { ApiCore, CallOptions } from './ApiCore';

export function submitIssueReport(
  core: ApiCore,
  body: CreateIssueReportBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'issue-reports',
    body,
    schema: MessageResponseSchema,
  });
}

export function listIssueReports(
  core: ApiCore,
  query: { offset?: number; size?: number; category?: IssueReportCategory },
  options?: CallOptions,
): Promise<IssueReportList> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'admin/issue-reports',
    query,
    schema: IssueReportListSchema,
  });
}
