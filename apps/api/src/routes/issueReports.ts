import { issueReportsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/**
 * Issue reports (clinical-domain §1, §7, §8): any signed-in user reports from any screen; site
 * administrators list them.
 */
export const issueReportsRoutes: FastifyPluginAsync = async (app) => {
  const reports = app.issueReportsService;

  implementRoutes(app, issueReportsContract, {
    submitIssueReport: async (request) => reports.submit(request.userId, request.body),

    listIssueReports: async (request) => reports.list(request.query),
  });
};
