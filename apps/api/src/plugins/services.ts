import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { TaskRow } from '../db/schema';
import { announceEventChange } from '../realtime/eventChanges';
import { announceTaskChange } from '../realtime/taskChanges';
import { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import { BeatsRepository } from '../repositories/beatsRepository';
import { CovidAlertsRepository } from '../repositories/covidAlertsRepository';
import { EventsRepository } from '../repositories/eventsRepository';
import { ExaminationSpecsRepository } from '../repositories/examinationSpecsRepository';
import { ExaminationsMembersRepository } from '../repositories/examinationsMembersRepository';
import { ExaminationsRepository } from '../repositories/examinationsRepository';
import { FeaturesRepository } from '../repositories/featuresRepository';
import { InvitationsRepository } from '../repositories/invitationsRepository';
import { IssueReportsRepository } from '../repositories/issueReportsRepository';
import { MembersRepository } from '../repositories/membersRepository';
import { ProgramHistoryRepository } from '../repositories/programHistoryRepository';
import { ProgramsRepository } from '../repositories/programsRepository';
import { QualificationsRepository } from '../repositories/qualificationsRepository';
import { ActionPlansRepository } from '../repositories/actionPlansRepository';
import { OrdersRepository } from '../repositories/ordersRepository';
import { RecordingsRepository } from '../repositories/recordingsRepository';
import { TeamSettingsRepository } from '../repositories/teamSettingsRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { ThrottlesRepository } from '../repositories/throttlesRepository';
import { UserTokensRepository } from '../repositories/userTokensRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { WeightsRepository } from '../repositories/weightsRepository';
import { SessionsRepository } from '../repositories/sessionsRepository';
import { TasksRepository } from '../repositories/tasksRepository';
import { AccessEndings } from '../services/accessEndings';
import { AccessTokens } from '../services/accessTokens';
import { AccountDeletionService } from '../services/accountDeletion';
import { AccountsService } from '../services/accountsService';
import { ApneaAnalysisService } from '../services/apneaAnalysisService';
import { AvatarsService } from '../services/avatarsService';
import { BackgroundWork } from '../services/backgroundWork';
import { BeatsService } from '../services/beatsService';
import { CovidAnalysisService } from '../services/covidAnalysisService';
import { CovidReportsService } from '../services/covidReportsService';
import { EcgAnalysisService } from '../services/ecgAnalysisService';
import { EcgAnalysisTask } from '../services/ecgAnalysisTask';
import { EventRestoreTokens } from '../services/eventRestoreTokens';
import { EventsService } from '../services/eventsService';
import { ExaminationAccess } from '../services/examinationAccess';
import { ExaminationListsService } from '../services/examinationListsService';
import { ExaminationFigures } from '../services/examinationFigures';
import { ExaminationReports } from '../services/examinationReports';
import { ExaminationSpecsService } from '../services/examinationSpecsService';
import { ExaminationsService } from '../services/examinationsService';
import { InvitationsService } from '../services/invitationsService';
import { IssueReportsService } from '../services/issueReportsService';
import { LinkMailer } from '../services/mailLinks';
import { MembersService } from '../services/membersService';
import { OneTimeTokenService } from '../services/oneTimeTokenService';
import { OpenRecordings } from '../services/openRecordings';
import { OrdersService } from '../services/ordersService';
import { PaymentEventApplier } from '../services/paymentEvents';
import { PaymentsService } from '../services/paymentsService';
import { RecoverCodes } from '../services/recoverCodes';
import { SubscriptionService } from '../services/subscriptionService';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import { PaymentsRepository } from '../repositories/paymentsRepository';
import { DEMO_CLINIC_NAME } from '../services/demoClinicName';
import { PasswordHasher } from '../services/passwords';
import { ProgramHistoryService } from '../services/programHistoryService';
import { ProgramsService } from '../services/programsService';
import { QualificationsService } from '../services/qualificationsService';
import { ActionPlansService } from '../services/actionPlansService';
import { RecordingDistributions } from '../services/recordingDistributions';
import { RecordingsService } from '../services/recordingsService';
import { RequestThrottle } from '../services/requestThrottle';
import { SessionsService } from '../services/sessionsService';
import { BulkInvitationService } from '../services/bulkInvitationService';
import { BulkInvitationTask } from '../services/bulkInvitationTask';
import { EdfExportService } from '../services/edfExportService';
import { EdfExportTask } from '../services/edfExportTask';
import { EdfImportService } from '../services/edfImportService';
import { EdfImportTask } from '../services/edfImportTask';
import { ReportEcgStrips } from '../services/reportEcgStrips';
import { ReportPdfService } from '../services/reportPdfService';
import { ReportPdfTask } from '../services/reportPdfTask';
import { ReportSendingsRepository } from '../repositories/reportSendingsRepository';
import { SignalDownloadService } from '../services/signalDownloadService';
import { workByExtraType } from '../tasks/workByExtraType';
import { SignalsCsvTask } from '../services/signalsCsvTask';
import { SignalsService } from '../services/signalsService';
import { StatusChangeNotifier } from '../services/statusNotifications';
import { TeamLogoGrants } from '../services/teamLogoGrants';
import { TeamSettingsService } from '../services/teamSettingsService';
import { TasksService } from '../services/tasksService';
import { TeamsService } from '../services/teamsService';
import { WeightsService } from '../services/weightsService';
import { LocalDirectoryRecordingStorage } from '../storage/recordingStorage';
import { TaskFileRetention } from '../tasks/taskFileRetention';
import { TaskRunner } from '../tasks/taskRunner';
import { inProcessWakeups, postgresWakeups } from '../tasks/taskWakeups';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Tells the socket server when sessions, memberships or clinics end. */
    accessEndings: AccessEndings;
    sessions: SessionsService;
    /** Work started after answering (mails whose timing must not show what they found). */
    backgroundWork: BackgroundWork;
    /** The request limits, counted in the database. */
    requestThrottle: RequestThrottle;
    passwordHasher: PasswordHasher;
    accountsService: AccountsService;
    accountDeletionService: AccountDeletionService;
    avatarsService: AvatarsService;
    teamsService: TeamsService;
    membersService: MembersService;
    weightsService: WeightsService;
    invitationsService: InvitationsService;
    teamSettingsService: TeamSettingsService;
    issueReportsService: IssueReportsService;
    ordersService: OrdersService;
    /** Rehabilitation plans, signup, checkouts and the providers' webhooks. */
    paymentsService: PaymentsService;
    /** The signed-in user's plan, recover code and phone. */
    subscriptionService: SubscriptionService;
    /** For the routes that read users, features and clinic settings with no rule of their own. */
    usersRepository: UsersRepository;
    featuresRepository: FeaturesRepository;
    teamSettingsRepository: TeamSettingsRepository;
    analysisParametersRepository: AnalysisParametersRepository;
    examinationAccess: ExaminationAccess;
    examinationSpecsService: ExaminationSpecsService;
    examinationsService: ExaminationsService;
    examinationListsService: ExaminationListsService;
    recordingsService: RecordingsService;
    signalsService: SignalsService;
    eventsService: EventsService;
    beatsService: BeatsService;
    apneaAnalysisService: ApneaAnalysisService;
    covidAnalysisService: CovidAnalysisService;
    covidReportsService: CovidReportsService;
    /** Qualifications to tele-rehabilitation and their lifecycle. */
    qualificationsService: QualificationsService;
    /** Action plans made from examinations and the patients' answers. */
    actionPlansService: ActionPlansService;
    /** Rehabilitation programs and the clinic's library of steps and series. */
    programsService: ProgramsService;
    /** Programs given to patients and their days. */
    programHistoryService: ProgramHistoryService;
    ecgAnalysisService: EcgAnalysisService;
    signalDownloadService: SignalDownloadService;
    edfImportService: EdfImportService;
    edfExportService: EdfExportService;
    bulkInvitationService: BulkInvitationService;
    /** Report PDFs: rendered as tasks, downloaded, mailed, with the history of sendings. */
    reportPdfService: ReportPdfService;
    /** The clinic's background tasks: lists, cancellation (every kind). */
    tasksService: TasksService;
    /** Runs this process's share of the background tasks (unless `config.tasks.run` is off). */
    taskRunner: TaskRunner;
    /** Removes the files of tasks once their days are over (`TASK_FILE_RETENTION_DAYS`). */
    taskFileRetention: TaskFileRetention;
    recordingDistributions: RecordingDistributions;
    examinationReports: ExaminationReports;
  }
}

/**
 * The API's composition root: every repository and service is built here, once, over the app's
 * database, mailer, file storage, SMS gateway, tokens and realtime server, and decorated on the
 * app for the routes. Routes build nothing; a service gets what it works with through its
 * constructor. Recordings live in the same `<dataDir>/files` directory as other stored files.
 * What holds resources (open recordings, worker threads, notices being sent) is closed with the
 * app.
 */
export const servicesPlugin = fp(
  async (app) => {
    const { db, config, mailer, sms } = app;

    // Sign-in sessions: every token names a session that each request checks in the database.
    const accessTokens = new AccessTokens(config.jwtSecret);
    const accessEndings = new AccessEndings();
    const sessions = new SessionsService(
      new SessionsRepository(db),
      accessTokens,
      accessEndings,
      config.accessTokenTtlSeconds,
    );
    app.decorate('accessTokens', accessTokens);
    app.decorate('accessEndings', accessEndings);
    app.decorate('sessions', sessions);

    const users = new UsersRepository(db);
    const teams = new TeamsRepository(db);
    const members = new MembersRepository(db);
    const features = new FeaturesRepository(db);
    const teamSettings = new TeamSettingsRepository(db);
    const examinations = new ExaminationsRepository(db);
    const examinationMembers = new ExaminationsMembersRepository(db);
    const events = new EventsRepository(db);
    const beats = new BeatsRepository(db);
    const parameters = new AnalysisParametersRepository(db);
    app.decorate('usersRepository', users);
    app.decorate('featuresRepository', features);
    app.decorate('teamSettingsRepository', teamSettings);
    app.decorate('analysisParametersRepository', parameters);

    // Recordings first: deleting an examination, a patient or a clinic removes their files.
    const teamsService = new TeamsService(db, teams, users, features);
    app.decorate('teamsService', teamsService);
    const access = new ExaminationAccess(examinations, teamsService);
    app.decorate('examinationAccess', access);
    const storage = new LocalDirectoryRecordingStorage(path.join(config.dataDir, 'files'));
    // Uploads cut off by a crash or a kill left partial files that nothing will finish.
    app.addHook('onReady', async () => {
      const removed = await storage.sweepAbandonedWrites();
      if (removed > 0) app.log.info({ removed }, 'removed the partial files of abandoned uploads');
    });
    const openRecordings = new OpenRecordings(storage);
    const recordings = new RecordingsService(
      db,
      storage,
      new RecordingsRepository(db),
      examinations,
      events,
      beats,
      openRecordings,
      access,
    );
    app.decorate('recordingsService', recordings);

    // Accounts, clinics and people.
    const oneTimeTokens = new OneTimeTokenService(new UserTokensRepository(db));
    const passwordHasher = new PasswordHasher(config.passwordHashCost);
    app.decorate('passwordHasher', passwordHasher);
    const linkMailer = new LinkMailer(mailer, config.publicUrl);
    const backgroundWork = new BackgroundWork(app.log);
    app.decorate('backgroundWork', backgroundWork);
    // Before the mailer and the database close: the work started last still needs them.
    app.addHook('preClose', () => backgroundWork.settled());
    app.decorate(
      'accountsService',
      new AccountsService(
        db,
        users,
        oneTimeTokens,
        linkMailer,
        sessions,
        passwordHasher,
        backgroundWork,
      ),
    );
    app.decorate(
      'accountDeletionService',
      new AccountDeletionService(db, users, teams, members, passwordHasher, app.storage, sessions),
    );
    app.decorate(
      'requestThrottle',
      new RequestThrottle(new ThrottlesRepository(db), config.throttleLimits, config.jwtSecret),
    );
    app.decorate('avatarsService', new AvatarsService(users, app.storage, accessTokens));
    const invitations = new InvitationsService(
      db,
      new InvitationsRepository(db),
      members,
      teams,
      users,
      mailer,
      config.publicUrl,
    );
    app.decorate('invitationsService', invitations);
    app.decorate(
      'membersService',
      new MembersService(
        db,
        members,
        teams,
        users,
        sms,
        sessions,
        accessEndings,
        invitations,
        recordings,
      ),
    );
    app.decorate('weightsService', new WeightsService(new WeightsRepository(db)));
    app.decorate(
      'teamSettingsService',
      new TeamSettingsService(
        db,
        teamSettings,
        teams,
        members,
        app.storage,
        new TeamLogoGrants(config.jwtSecret),
        users,
        passwordHasher,
        recordings,
        accessEndings,
      ),
    );
    app.decorate(
      'issueReportsService',
      new IssueReportsService(new IssueReportsRepository(db), users, teams),
    );
    app.decorate(
      'ordersService',
      new OrdersService(db, new OrdersRepository(db), mailer, config.publicUrl, app.log),
    );

    // Rehabilitation payments: the configured provider, its events applied once each.
    const payments = new PaymentsRepository(db);
    const recoverCodes = new RecoverCodes(db, payments, config.jwtSecret);
    const { provider, sandbox } = createPaymentProvider(
      config.payments,
      config.jwtSecret,
      config.publicUrl,
    );
    const paymentEvents = new PaymentEventApplier(
      db,
      payments,
      users,
      teams,
      members,
      recoverCodes,
    );
    app.decorate(
      'paymentsService',
      new PaymentsService(
        db,
        payments,
        users,
        teams,
        features,
        provider,
        sandbox,
        paymentEvents,
        oneTimeTokens,
        passwordHasher,
        mailer,
        {
          defaultTeamId: config.payments.rehabilitationTeamId,
          demoClinicName: DEMO_CLINIC_NAME,
        },
        config.publicUrl,
        app.log,
      ),
    );
    app.decorate(
      'subscriptionService',
      new SubscriptionService(
        payments,
        teams,
        provider,
        paymentEvents,
        recoverCodes,
        config.publicUrl,
        app.log,
      ),
    );

    // Examinations. A COVID questionnaire is judged by its clinic's preset of limits.
    const clinicVitalLimits = (teamId: string) => app.teamSettingsService.covidVitalLimits(teamId);
    // The built-in spec catalogue is written at start-up, so every deployment has
    // the seven types.
    const specs = new ExaminationSpecsService(new ExaminationSpecsRepository(db));
    await specs.syncCatalogue();
    app.decorate('examinationSpecsService', specs);
    const notifier = new StatusChangeNotifier(teamSettings, mailer, sms, config.publicUrl, app.log);
    // Notices still being sent are handed over before the database closes.
    app.addHook('onClose', () => notifier.settled());
    app.decorate(
      'examinationsService',
      new ExaminationsService(
        db,
        examinations,
        examinationMembers,
        specs,
        recordings,
        clinicVitalLimits,
        (change) => notifier.announce(change),
      ),
    );
    app.decorate(
      'examinationListsService',
      new ExaminationListsService(
        examinations,
        examinationMembers,
        specs,
        teamsService,
        clinicVitalLimits,
      ),
    );

    // Signal windows, events, beats, analyses and reports.
    app.decorate('signalsService', new SignalsService(recordings, openRecordings, access));
    app.decorate(
      'eventsService',
      new EventsService(
        events,
        recordings,
        specs,
        access,
        new EventRestoreTokens(config.jwtSecret),
      ),
    );
    // What the analyses on request (respiratory, COVID) work with.
    const onRequest = [db, access, recordings, openRecordings, events, parameters] as const;
    app.decorate('apneaAnalysisService', new ApneaAnalysisService(...onRequest));
    const covidAnalysis = new CovidAnalysisService(...onRequest);
    app.decorate('covidAnalysisService', covidAnalysis);
    app.decorate(
      'covidReportsService',
      new CovidReportsService(
        examinations,
        examinationMembers,
        new CovidAlertsRepository(db),
        recordings,
        covidAnalysis,
        parameters,
      ),
    );
    app.decorate(
      'qualificationsService',
      new QualificationsService(db, new QualificationsRepository(db), members),
    );
    app.decorate(
      'actionPlansService',
      new ActionPlansService(db, new ActionPlansRepository(db), members, access),
    );
    const programs = new ProgramsRepository(db);
    app.decorate('programsService', new ProgramsService(db, programs));
    app.decorate(
      'programHistoryService',
      new ProgramHistoryService(db, new ProgramHistoryRepository(db), programs, members),
    );
    // A finished ECG analysis replaced both origins' detected events: the clinic's pages swap them.
    const announceAnalysed = (teamId: string, examinationId: string) => {
      for (const origin of ['analysis', 'quality analysis'] as const)
        announceEventChange(
          app.realtime,
          { params: { teamId, examinationId }, headers: {} },
          { kind: 'analysed', origin },
        );
    };
    const distributions = new RecordingDistributions(recordings, openRecordings, beats);
    app.decorate('recordingDistributions', distributions);
    const figures = new ExaminationFigures(
      recordings,
      openRecordings,
      events,
      beats,
      covidAnalysis,
    );
    const examinationReports = new ExaminationReports(figures, recordings, beats, distributions);
    app.decorate('examinationReports', examinationReports);
    const reportSendings = new ReportSendingsRepository(db);
    // Background tasks: one runner per process over the tasks table, its changes told on the
    // live socket to those who may see them, one after another in the order they happened.
    const tasks = new TasksRepository(db);
    const warn = (message: string, error: unknown) => app.log.warn({ err: error }, message);
    let announcing = Promise.resolve();
    const announceTask = (task: TaskRow) => {
      announcing = announcing
        .then(() => announceTaskChange(app.realtime, teams, task))
        .catch((error: unknown) => warn('task change not announced', error));
    };
    const taskRunner = new TaskRunner(
      db,
      tasks,
      [
        new EcgAnalysisTask(
          examinations,
          recordings,
          openRecordings,
          events,
          beats,
          announceAnalysed,
        ),
        new BulkInvitationTask(teamsService, invitations, warn),
        workByExtraType('EDF', {
          edfImport: new EdfImportTask(examinations, recordings, tasks, warn),
          edfExport: new EdfExportTask(examinations, recordings, openRecordings, events, storage),
        }),
        workByExtraType('preparingFile', {
          signalsCsv: new SignalsCsvTask(examinations, recordings, openRecordings, storage),
          reportPdf: new ReportPdfTask(
            examinations,
            app.examinationsService,
            teamsService,
            examinationReports,
            recordings,
            new ReportEcgStrips(openRecordings),
            storage,
            mailer,
            reportSendings,
          ),
        }),
      ],
      {
        owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
        ...config.tasks,
      },
      app.postgresPool ? postgresWakeups(app.postgresPool, warn) : inProcessWakeups,
      announceTask,
      warn,
    );
    app.decorate('taskRunner', taskRunner);
    const tasksService = new TasksService(db, teamsService, tasks, taskRunner, announceTask);
    app.decorate('tasksService', tasksService);
    app.decorate(
      'taskFileRetention',
      new TaskFileRetention(tasks, tasksService, storage, config.tasks.fileRetentionDays),
    );
    app.decorate(
      'ecgAnalysisService',
      new EcgAnalysisService(db, tasksService, tasks, access, recordings, parameters),
    );
    app.decorate(
      'signalDownloadService',
      new SignalDownloadService(tasksService, access, recordings, storage),
    );
    app.decorate('edfImportService', new EdfImportService(tasksService, access, recordings));
    app.decorate('bulkInvitationService', new BulkInvitationService(tasksService));
    app.decorate(
      'edfExportService',
      new EdfExportService(tasksService, access, recordings, storage),
    );
    app.decorate(
      'reportPdfService',
      new ReportPdfService(tasksService, access, storage, reportSendings),
    );
    if (config.tasks.run) app.addHook('onReady', () => taskRunner.start());
    app.decorate('beatsService', new BeatsService(db, recordings, beats, events, access));
    app.addHook('onClose', async () => {
      // Running tasks are handed back before the database closes.
      await taskRunner.close();
      await recordings.close();
      await openRecordings.closeAll();
    });
  },
  { name: 'services', dependencies: ['config', 'db', 'mail', 'storage', 'sms'] },
);
