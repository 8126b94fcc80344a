import { analysisContract } from '../contract/analysis';
import { covidReportsContract } from '../contract/covidReports';
import { programsContract } from '../contract/programs';
import { qualificationsContract } from '../contract/qualifications';
import { actionPlansContract } from '../contract/actionPlans';
import { authContract } from '../contract/auth';
import { beatsContract } from '../contract/beats';
import { devOutboxContract } from '../contract/devOutbox';
import { ecgAnalysisContract } from '../contract/ecgAnalysis';
import {
  edfTasksContract,
  notificationTasksContract,
  reportPdfTasksContract,
  signalDownloadTasksContract,
} from '../contract/tasks';
import { eventsContract } from '../contract/events';
import { examinationLookupsContract } from '../contract/examinationLookups';
import { examinationsContract } from '../contract/examinations';
import { featuresContract } from '../contract/features';
import { ordersContract } from '../contract/orders';
import { paymentsContract, subscriptionContract } from '../contract/payments';
import { healthContract } from '../contract/health';
import { invitationsContract } from '../contract/invitations';
import { issueReportsContract } from '../contract/issueReports';
import { membersContract } from '../contract/members';
import { recordingsContract } from '../contract/recordings';
import { signalsContract } from '../contract/signals';
import { teamSettingsContract } from '../contract/teamSettings';
import { teamsContract } from '../contract/teams';
import { uploadsContract } from '../contract/uploads';
import { usersContract } from '../contract/users';
import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { ERROR_MESSAGES } from '../rules/errorCodes';
import type { AvatarContentType } from '../rules/limits';
import type { Task } from '../schemas/tasks';
import type { TeamLogo } from '../schemas/teamSettings';
import type { User } from '../schemas/user';
import { ApiCore } from './ApiCore';
import { ApiRequestError } from './ApiRequestError';
import type { CallOptions } from './requestSpec';
import { bindContract } from './bindContract';
import { withMemberBehaviour } from './memberBehaviour';
import { withOrderCreatedFallback } from './orderCreated';
import { withSessionBehaviour } from './sessionBehaviour';
import { uploadTo } from './uploadTo';

/** An image upload: its bytes and their type. */
export interface ImageUpload {
  content: BodyInit;
  contentType: AvatarContentType;
}

/**
 * The typed client of the Telemed API, derived from the contract: one property per resource
 * group, one method per endpoint, each taking `{ params, query, body }` as the endpoint's
 * schemas accept them and resolving with its answer. Every call rejects with an
 * `ApiRequestError`. Behaviour beyond sending lives in small modules next to the pipeline:
 * signing in stores the token, member fetches without an id are skipped, patients are created
 * without empty fields, a failed order check counts as no orders, uploads go to signed URLs.
 *
 * @example
 * const client = new ApiClient({ baseUrl: '/api', language: 'pl' });
 * client.on('tokenExpired', () => session.signOut());
 * await client.auth.login({ body: { email: 'doctor@demo.telemed.test', password: 'Demo-pass-2026' } });
 * const teams = await client.teams.list();
 */
export class ApiClient extends ApiCore {
  /**
   * Whether the API and its database answer.
   *
   * @example
   * await client.health.check(); // { status: 'ok' }
   */
  readonly health = bindContract(this, healthContract);

  /**
   * Sign-in (which stores the token), logout (which ends the session on the server, then clears
   * the token) and the one-time links of mails. A 401 from `login` is 'Wrong email or password',
   * and one from `logout` (the session had already ended) is no token expiry either.
   *
   * @example
   * const { user } = await client.auth.login({ body: { email, password } });
   * await client.auth.logout(); // { message: 'signed out' }
   * await client.auth.resetPassword({ params: { token }, body: { password: 'new-password' } });
   * const { message } = await client.auth.confirmAccount({ params: { token } }); // 'account confirmed'
   */
  readonly auth = withSessionBehaviour(this, bindContract(this, authContract));

  /**
   * Registration, password recovery and the signed-in user's own account.
   *
   * @example
   * await client.users.register({
   *   body: {
   *     email: 'anna@example.com',
   *     password: 'long-enough',
   *     acceptedConsents: { termsOfService: true, privacyPolicy: true },
   *     language: 'pl',
   *   },
   * });
   * const me = await client.users.me();
   * await client.users.updateMe({ body: { settings: { language: 'pl', lengthUnits: 'imperial' } } });
   */
  readonly users = bindContract(this, usersContract);

  /**
   * Avatar uploads by grant and stored avatar images; {@link uploadAvatar} sends to the URL
   * `users.requestAvatarUpload` answers.
   *
   * @example
   * const bytes = await client.uploads.avatarFile({ params: { userId, fileName } });
   */
  readonly uploads = bindContract(this, uploadsContract);

  /**
   * The clinics of the signed-in user.
   *
   * @example
   * const teams = await client.teams.list();
   * const team = await client.teams.create({ body: { name: 'Klinika Zdrowie', countryContext: 'PL' } });
   */
  readonly teams = bindContract(this, teamsContract);

  /**
   * The examinations of a clinic: search, read, create, change, move on the board, delete,
   * questionnaires, statistics and reports.
   *
   * @example
   * const { data, total } = await client.examinations.list({
   *   params: { teamId },
   *   body: {
   *     fields: { examinationStatus: ['FOR_DESCRIPTION'], archived: [false] },
   *     sortBy: { field: 'startDate', direction: 'desc' },
   *     pagination: { offset: 0, size: 10 },
   *   },
   * });
   * await client.examinations.updateStatus({
   *   params: { teamId, examinationId },
   *   body: { status: 'DESCRIBED', order: 0 },
   * });
   */
  readonly examinations = bindContract(this, examinationsContract);

  /**
   * The spec catalogues, the patient search, server-side validation and assigned annotations.
   *
   * @example
   * const specs = await client.examinationLookups.examinationSpecs();
   * const patients = await client.examinationLookups.searchMembers({
   *   query: { phrase: 'kowal', teamId, roles: ['user'] },
   * });
   */
  readonly examinationLookups = bindContract(this, examinationLookupsContract);

  /**
   * A clinic's members and patients (platform-core §7 "Members and teams"): the member list,
   * patients' records, names and personal details, SMS codes, resets, questionnaires and weights.
   *
   * @example
   * const { members, total } = await client.members.getTeamWithMembers({
   *   params: { teamId },
   *   query: { kind: 'patients' },
   * });
   * await client.members.updateMember({ params: { teamId, memberId }, body: { archived: true } });
   */
  readonly members = withMemberBehaviour(bindContract(this, membersContract));

  /**
   * Invitations and employees: invite, list, accept, reject, revoke, resend, flag as seen, add.
   *
   * @example
   * await client.invitations.createInvitation({
   *   params: { teamId },
   *   body: { role: 'doctor', email: 'doctor@example.com' },
   * });
   * await client.invitations.joinTeam({ body: { teamId } });
   */
  readonly invitations = bindContract(this, invitationsContract);

  /**
   * A clinic's settings: details, logo, removal, the order flag and notification settings;
   * {@link uploadTeamLogo} sends a logo to the URL `requestTeamLogoUpload` answers.
   *
   * @example
   * await client.teamSettings.updateNotificationSettings({
   *   params: { teamId, memberId },
   *   body: { modes: { FINISHED: 'email' } },
   * });
   */
  readonly teamSettings = withOrderCreatedFallback(bindContract(this, teamSettingsContract));

  /**
   * Feature visibilities: a clinic's (any member), every clinic's and setting them (site
   * administrators).
   *
   * @example
   * const features = await client.features.listFeatureVisibilities({ params: { teamId } });
   * await client.features.setFeatureVisibilities({ params: { teamId }, body: { names: ['examinations'] } });
   */
  readonly features = bindContract(this, featuresContract);

  /**
   * Clinic orders (clinic activation): the clinic's administrators submit and read them; site
   * administrators list every order, set the fee and activate the clinic.
   *
   * @example
   * const order = await client.orders.submitOrder({ params: { teamId }, body: orderForm });
   * await client.orders.setOrderFee({ params: { orderId }, body: { amount: 49_900, currency: 'PLN' } });
   * await client.orders.activateOrder({ params: { orderId } });
   */
  readonly orders = bindContract(this, ordersContract);

  /**
   * Rehabilitation signup and payments: the offered plans, the signup that starts a checkout,
   * the checkout's state for the success pages and the sandbox provider's checkout page.
   *
   * @example
   * const plans = await client.payments.listPlans();
   * const { checkoutUrl, checkout } = await client.payments.registerRehabilitationUser({ body: signup });
   * const state = await client.payments.getCheckout({ params: { checkoutId: checkout.id } });
   */
  readonly payments = bindContract(this, paymentsContract);

  /**
   * The signed-in user's plan on the subscription page: current plan, choose, cancel, resume,
   * the recover code of the mobile app and the phone number a rehabilitation assignment needs.
   *
   * @example
   * const { subscription, phoneRequired } = await client.subscription.getCurrentPlan();
   * await client.subscription.cancelSubscription();
   * const { code } = await client.subscription.getRecoverCode();
   */
  readonly subscription = bindContract(this, subscriptionContract);

  /**
   * Issue reports (clinical-domain §7): submitted from any screen, listed for site administrators.
   *
   * @example
   * await client.issueReports.submitIssueReport({
   *   body: { category: 'other', description: 'The app froze' },
   * });
   */
  readonly issueReports = bindContract(this, issueReportsContract);

  /**
   * An examination's recording: read, import an EDF/BDF file (raw bytes), delete.
   *
   * @example
   * const recording = await client.recordings.importFile({
   *   params: { teamId, examinationId },
   *   query: { fileName: file.name },
   *   rawBody: { content: file },
   * });
   */
  readonly recordings = bindContract(this, recordingsContract);

  /**
   * O(pixels) windows of a recording and its whole-recording overview.
   *
   * @example
   * const { signals } = await client.signals.window(
   *   {
   *     params: { teamId, examinationId },
   *     query: { startDate: '2026-11-20T08:00:00.000Z', endDate: '2026-11-20T08:00:10.000Z', duration: 0.01 },
   *   },
   *   { signal: abortController.signal },
   * );
   */
  readonly signals = bindContract(this, signalsContract);

  /**
   * The events of an examination (clinical-domain §2): list a window, score, change, delete one,
   * or remove every event of one origin.
   *
   * @example
   * const params = { teamId, examinationId };
   * const { events } = await client.events.list({ params, query: { startDate, endDate } });
   * await client.events.create({
   *   params,
   *   body: { type: 'APNEA_OBSTRUCTIVE', startDate, endDate, showInReport: true },
   * });
   * await client.events.removeByOrigin({ params, query: { origin: 'analysis' } });
   */
  readonly events = bindContract(this, eventsContract);

  /**
   * The analyses on request (respiratory, quality, COVID) and a clinic's detector parameters.
   * Each analysis replaces the examination's detected events: warn first.
   *
   * @example
   * const { events } = await client.analysis.apnea({
   *   body: { examinationId, parameters: { desaturation_drop_percent: 4 } },
   * });
   * const { parameters, defaults } = await client.analysis.parameters({
   *   params: { teamId, examinationType: 'sleep_apnea' },
   * });
   */
  readonly analysis = bindContract(this, analysisContract);

  /**
   * The COVID dashboard: a page of the clinic's monitorings, a patient's history, and the
   * acknowledgement of an alert (staff only).
   *
   * @example
   * const { views, total } = await client.covidReports.list({
   *   params: { teamId },
   *   query: { page: 0, limit: 100 },
   * });
   * await client.covidReports.acknowledgeAlert({ params: { teamId, alertId: views[0].alerts[0]._id } });
   */
  readonly covidReports = bindContract(this, covidReportsContract);

  /**
   * Qualifications to tele-rehabilitation: a page of the clinic's (by state), one, a new one for
   * a patient, its recorded fields, and its transitions along the graph (staff only).
   *
   * @example
   * const { data, total } = await client.qualifications.list({
   *   params: { teamId },
   *   query: { state: 'testing', page: 0, limit: 20 },
   * });
   * await client.qualifications.changeState({
   *   params: { teamId, qualificationId: data[0]._id },
   *   body: { transition: 'finishQualification' },
   * });
   */
  readonly qualifications = bindContract(this, qualificationsContract);

  /**
   * Action plans: the questionnaire catalogue, an examination's plan (staff add actions to it),
   * an action's status (staff), a questionnaire's answers and the member's current actions.
   *
   * @example
   * const plan = await client.actionPlans.create({
   *   params: { teamId, examinationId },
   *   body: { actions: [{ questionnaire: 'cat', instructions: 'Every Monday' }] },
   * });
   * const { current } = await client.actionPlans.currentActions({ params: { memberId } });
   * await client.actionPlans.answer({
   *   params: { teamId, actionId: current[0]._id },
   *   body: { questionnaries: { grade: 2 } },
   * });
   */
  readonly actionPlans = bindContract(this, actionPlansContract);

  /**
   * Rehabilitation programs and the clinic's library of steps and series (staff), a patient's
   * program history, and a day's answers or skip (the patient, or staff for them).
   *
   * @example
   * const program = await client.programs.create({ params: { teamId }, body: { title: 'Walking back' } });
   * await client.programs.publish({ params: { teamId, programId: program._id } });
   * const assignment = await client.programs.assign({
   *   params: { teamId, memberId },
   *   body: { programId: program._id },
   * });
   */
  readonly programs = bindContract(this, programsContract);

  /**
   * The Holter recording's beats and the beat update.
   *
   * @example
   * const { samples, labels } = await client.beats.list({ params: { teamId, examinationId } });
   * await client.beats.update({
   *   params: { teamId, examinationId },
   *   body: { beats: [{ sample: 125_000, label: 'V' }] },
   * });
   */
  readonly beats = bindContract(this, beatsContract);

  /**
   * The Holter ECG analysis in the background (tasks of type preparingAnalysis): queue, list the
   * clinic's, cancel.
   *
   * @example
   * const task = await client.ecgAnalysis.createTask({ body: { teamId, examinationId } });
   * await client.ecgAnalysis.removeTask({ params: { taskId: task.id } });
   */
  readonly ecgAnalysis = bindContract(this, ecgAnalysisContract);

  /**
   * Signal downloads in the background (tasks of type preparingFile).
   *
   * @example
   * const { tasks } = await client.signalDownloadTasks.listTasks({ query: { teamId } });
   */
  readonly signalDownloadTasks = bindContract(this, signalDownloadTasksContract);

  /**
   * Report PDFs rendered in the background (tasks of type preparingFile), their files, and the
   * history of the reports sent by e-mail.
   *
   * @example
   * const task = await client.reportPdfTasks.createTask({
   *   body: { teamId, examinationId, parameters: { variant: 'holter', language: 'pl' } },
   * });
   * const pdf = await client.reportPdfTasks.downloadFile({ params: { taskId: task.id } });
   */
  readonly reportPdfTasks = bindContract(this, reportPdfTasksContract);

  /**
   * EDF+ export and import in the background (tasks of type EDF).
   *
   * @example
   * const { tasks } = await client.edfTasks.listTasks({ query: { teamId } });
   */
  readonly edfTasks = bindContract(this, edfTasksContract);

  /**
   * Invitations in bulk in the background (tasks of type team-invite).
   *
   * @example
   * const { tasks } = await client.notificationTasks.listTasks({ query: { teamId } });
   */
  readonly notificationTasks = bindContract(this, notificationTasksContract);

  /**
   * The local mail outbox (only while mail does not go to SMTP).
   *
   * @example
   * const mails = await client.devOutbox.list();
   */
  readonly devOutbox = bindContract(this, devOutboxContract);

  /**
   * Uploads the avatar's bytes to the URL `users.requestAvatarUpload` gave. Any answer but 200
   * fails with 'Adding avatar failed.' (platform-core §8).
   *
   * @example
   * const { uploadUrl } = await client.users.requestAvatarUpload({ body: { contentType: 'image/png' } });
   * const user = await client.uploadAvatar(uploadUrl, { content: file, contentType: 'image/png' });
   */
  uploadAvatar(uploadUrl: string, image: ImageUpload, options?: CallOptions): Promise<User> {
    return uploadTo(this, uploadsContract.avatar, uploadUrl, image, options);
  }

  /**
   * Uploads a clinic logo's bytes to the URL `teamSettings.requestTeamLogoUpload` gave.
   *
   * @example
   * const { uploadUrl } = await client.teamSettings.requestTeamLogoUpload({
   *   params: { teamId },
   *   body: { contentType: 'image/png' },
   * });
   * const { logo } = await client.uploadTeamLogo(uploadUrl, { content: file, contentType: 'image/png' });
   */
  uploadTeamLogo(uploadUrl: string, image: ImageUpload, options?: CallOptions): Promise<TeamLogo> {
    return uploadTo(this, teamSettingsContract.uploadTeamLogo, uploadUrl, image, options);
  }

  /**
   * Cancels a task through the endpoint of its kind (platform-core §7 "Tasks"). A kind that is
   * none of the spec's rejects with 'Invalid task type' (platform-core §8) without a request.
   *
   * @example
   * await client.removeTask(task.taskType, task.id);
   */
  removeTask(taskType: string, taskId: string, options?: CallOptions): Promise<Task> {
    const input = { params: { taskId } };
    switch (taskType) {
      case 'preparingAnalysis':
        return this.ecgAnalysis.removeTask(input, options);
      case 'preparingFile':
        return this.signalDownloadTasks.removeTask(input, options);
      case 'EDF':
        return this.edfTasks.removeTask(input, options);
      case 'team-invite':
        return this.notificationTasks.removeTask(input, options);
      default:
        return Promise.reject(
          new ApiRequestError(ERROR_MESSAGES.INVALID_TASK_TYPE, {
            status: 0,
            code: 'INVALID_TASK_TYPE',
            messageKey: ERROR_MESSAGE_KEYS.invalidTaskType,
          }),
        );
    }
  }
}
