import { issueReportsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { IssueReportsRepository } from '../repositories/issueReportsRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { IssueReportsService } from '../services/issueReportsService';

/**
 * Issue reports (clinical-domain §1, §7, §8): any signed-in user reports from any screen; site
 * administrators list them.
 */
export const issueReportsRoutes: FastifyPluginAsync = async (app) => {
  const reports = new IssueReportsService(
    new IssueReportsRepository(app.db),
    new UsersRepository(app.db),
    new TeamsRepository(app.db),
  );

  implementRoutes(app, issueReportsContract, {
    submitIssueReport: async (request) => reports.submit(request.userId, request.body),

    listIssueReports: async (request) => reports.list(request.query),
  });
};
