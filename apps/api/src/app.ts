import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { registerJsonBodyParser } from './http/jsonBodyParser';
import { logSerializers } from './http/logSerializers';
import { registerRequestBodyDeadline } from './http/requestBodyDeadline';
import { rejectUnstorableText } from './http/unstorableText';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/zodCompilers';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { missedProgramDaysPlugin } from './plugins/missedProgramDays';
import { taskFileRetentionPlugin } from './plugins/taskFileRetention';
import { passwordPolicyPlugin } from './plugins/passwordPolicy';
import { realtimePlugin } from './plugins/realtime';
import { requestContextPlugin } from './plugins/requestContext';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { servicesPlugin } from './plugins/services';
import { smsPlugin } from './plugins/sms';
import { staticAppsPlugin } from './plugins/staticApps';
import { storagePlugin } from './plugins/storage';
import { throttlePlugin } from './plugins/throttle';
import { authRoutes } from './routes/auth';
import { devOutboxRoutes } from './routes/dev-outbox';
import { examinationsRoutes } from './routes/examinations';
import { featuresRoutes } from './routes/features';
import { healthRoutes } from './routes/health';
import { issueReportsRoutes } from './routes/issueReports';
import { invitationsRoutes } from './routes/invitations';
import { membersRoutes } from './routes/members';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { teamSettingsRoutes } from './routes/teamSettings';
import { teamsRoutes } from './routes/teams';
import { uploadsRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';
import { analysisRoutes } from './routes/analysis';
import { covidReportsRoutes } from './routes/covidReports';
import { programsRoutes } from './routes/programs';
import { qualificationsRoutes } from './routes/qualifications';
import { actionPlansRoutes } from './routes/actionPlans';
import { beatsRoutes } from './routes/beats';
import { ecgAnalysisRoutes } from './routes/ecgAnalysis';
import { eventsRoutes } from './routes/events';
import { recordingsRoutes } from './routes/recordings';
import { signalsRoutes } from './routes/signals';
import { taskRoutes } from './routes/tasks';

export interface BuildAppOptions {
  config: AppConfig;
  /**
   * Pino logger options (a level, and a destination stream where tests read the lines), or
   * false for none. Every logger gets the redacting serializers.
   */
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** Told every route as it is registered, schemas included (tests probe each route's fields). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole API (routes under /api, socket.io, the built apps) without listening. */
export async function buildApp({
  config,
  logger = false,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: logSerializers },
    trustProxy: config.trustProxy,
    // Signed upload URLs carry a JWT in the path, longer than the default 100-character limit.
    routerOptions: { maxParamLength: 1024 },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerJsonBodyParser(app);
  registerRequestBodyDeadline(app, config.requestBodyTimeoutMs);
  app.addHook('preValidation', rejectUnstorableText);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(requestContextPlugin);
  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(smsPlugin);
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(throttlePlugin);
  await app.register(missedProgramDaysPlugin);
  await app.register(taskFileRetentionPlugin);
  await app.register(passwordPolicyPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(uploadsRoutes);
      await api.register(teamsRoutes);
      await api.register(examinationsRoutes);
      await api.register(membersRoutes);
      await api.register(invitationsRoutes);
      await api.register(teamSettingsRoutes);
      await api.register(featuresRoutes);
      await api.register(issueReportsRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(recordingsRoutes);
      await api.register(signalsRoutes);
      await api.register(eventsRoutes);
      await api.register(analysisRoutes);
      await api.register(covidReportsRoutes);
      await api.register(qualificationsRoutes);
      await api.register(actionPlansRoutes);
      await api.register(programsRoutes);
      await api.register(beatsRoutes);
      await api.register(ecgAnalysisRoutes);
      await api.register(taskRoutes);
      await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticAppsPlugin);
  return app;
}
