import {
  CreateIssueReportBodySchema,
  IssueReportListQuerySchema,
  IssueReportListSchema,
  MessageResponseSchema,
} from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { siteAdministratorsOnly } from '../services/permissions';

/**
 * Issue reports (clinical-domain §1, §7, §8): any signed-in user reports from any screen; site
 * administrators list them.
 */
export const issueReportsRoutes: ZodRoutes = async (app) => {
  const users = app.usersRepository;
  const reports = app.issueReportsService;

  app.addHook('onRequest', app.authenticate);

  app.post(
    '/issue-reports',
    {
      schema: {
        body: CreateIssueReportBodySchema,
        response: { 201: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.submit(request.userId, request.body)),
  );

  app.get(
    '/admin/issue-reports',
    {
      preHandler: siteAdministratorsOnly(users),
      schema: {
        querystring: IssueReportListQuerySchema,
        response: { 200: IssueReportListSchema, ...errorResponses },
      },
    },
    async (request) => reports.list(request.query),
  );
};
