import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgetBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SetPasswordBody,
} from '../schemas/auth';
import type { AvatarUploadBody, AvatarUploadResponse } from '../schemas/avatar';
import type {
  AssignedAnnotations,
  CreateExaminationBody,
  DeletedExamination,
  Examination,
  ExaminationStatistics,
  IntroQuestionnaire,
  UpdateExaminationBody,
  UpdateExaminationStatusBody,
  UpdateIntroQuestionnaireBody,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '../schemas/examination';
import type { ExaminationReport, HrvReport } from '../schemas/examinationReport';
import type {
  ExaminationListBody,
  ExaminationListResponse,
  MemberSearchQuery,
} from '../schemas/examinationList';
import type {
  AnalysisParametersResponse,
  ApneaAnalysisBody,
  ApneaAnalysisResponse,
} from '../schemas/analysis';
import type { BeatsResponse, BeatsUpdated, UpdateBeatsBody } from '../schemas/beats';
import type { CovidAnalysisBody, CovidAnalysisResponse } from '../schemas/covidAnalysis';
import type {
  AnalysisTask,
  AnalysisTasksResponse,
  CreateEcgAnalysisTaskBody,
  DeletedAnalysisTask,
} from '../schemas/ecgAnalysis';
import type { ExaminationType } from '../schemas/examinationConstants';
import type { EventSpec, ExaminationSpec } from '../schemas/examinationSpec';
import type { HealthResponse } from '../schemas/system';
import type { CreateTeamBody, Member, Team } from '../schemas/team';
import type { UpdateMeBody, User } from '../schemas/user';
import * as accountCalls from './accountCalls';
import type { SignInAnswer } from './accountCalls';
import { ApiCore } from './ApiCore';
import type { CallOptions } from './ApiCore';
import * as examinationCalls from './examinationCalls';
import type { ExaminationRef, MemberExaminationRef } from './examinationCalls';
import * as systemCalls from './systemCalls';
import * as teamCalls from './teamCalls';
import * as userCalls from './userCalls';
import type { CurrentUser } from './userCalls';
import type { Recording } from '../schemas/recordings';
import type {
  SignalsOverviewResponse,
  SignalsQueryInput,
  SignalsResponse,
} from '../schemas/signals';
import * as signalCalls from './signalCalls';
import * as analysisCalls from './analysisCalls';
import * as beatCalls from './beatCalls';
import type { ApneaAnalysisKind } from './analysisCalls';
import { bindCalls } from './bindCalls';
import { bindContract } from './bindContract';
import { eventsContract } from '../contract/events';
import * as invitationCalls from './invitationCalls';
import * as issueReportCalls from './issueReportCalls';
import * as memberCalls from './memberCalls';
import * as teamSettingsCalls from './teamSettingsCalls';

/**
 * The typed client of the Telemed API. Each call lives in its resource's module
 * (`accountCalls`, `userCalls`, `teamCalls`, ...) on top of {@link ApiCore.request}; this class
 * gives them one documented method each, or binds a whole module as one property (`members`,
 * `invitations`, `teamSettings`, `issueReports`). Every call rejects with an `ApiRequestError`.
 *
 * @example
 * const client = new ApiClient({ baseUrl: '/api', language: 'pl' });
 * client.on('tokenExpired', () => session.signOut());
 * await client.login({ email: 'doctor@demo.telemed.test', password: 'Demo-pass-2026' });
 * const teams = await client.listTeams();
 */
export class ApiClient extends ApiCore {
  /**
   * A clinic's members and patients (platform-core §7 "Members and teams"): the member list,
   * patients' records, names and personal details, SMS codes, resets, questionnaires and weights.
   *
   * @example
   * const { members, total } = await client.members.getTeamWithMembers(teamId, { kind: 'patients' });
   * await client.members.updateMember(teamId, memberId, { archived: true });
   */
  readonly members = bindCalls(this, memberCalls);

  /**
   * Invitations and employees: invite, list, accept, reject, revoke, resend, flag as seen, add.
   *
   * @example
   * await client.invitations.createInvitation(teamId, { role: 'doctor', email, strategy: 'email' });
   */
  readonly invitations = bindCalls(this, invitationCalls);

  /**
   * A clinic's settings: details, logo, removal, the order flag, notification settings and the
   * feature visibilities site administrators manage.
   *
   * @example
   * await client.teamSettings.updateNotificationSettings(teamId, memberId, { modes: { FINISHED: 'email' } });
   */
  readonly teamSettings = bindCalls(this, teamSettingsCalls);

  /**
   * Issue reports (clinical-domain §7): submitted from any screen, listed for site administrators.
   *
   * @example
   * await client.issueReports.submitIssueReport({ category: 'other', description: 'The app froze' });
   */
  readonly issueReports = bindCalls(this, issueReportCalls);

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
   * Creates an account (POST users); the server mails a confirmation link.
   *
   * @example
   * await client.register({
   *   email: 'anna@example.com',
   *   password: 'long-enough',
   *   acceptedConsents: { termsOfService: true, privacyPolicy: true },
   *   language: 'pl',
   * });
   */
  register(body: RegisterBody, options?: CallOptions): Promise<RegisterResponse> {
    return accountCalls.register(this, body, options);
  }

  /**
   * Confirms an account with the token of its confirmation link (GET confirm/{token}).
   *
   * @example
   * const { message } = await client.confirmAccount(searchParams.get('token')!); // 'account confirmed'
   */
  confirmAccount(token: string, options?: CallOptions): Promise<MessageResponse> {
    return accountCalls.confirmAccount(this, token, options);
  }

  /**
   * Signs in (POST login): stores the returned token, or clears the stored one when none is
   * returned. A 401 here is 'Wrong email or password', never a token expiry.
   *
   * @example
   * const { user } = await client.login({ email, password });
   */
  login(body: LoginBody, options?: CallOptions): Promise<SignInAnswer> {
    return accountCalls.login(this, body, options);
  }

  /**
   * Mails a password reset link if the address has an account (POST forget).
   *
   * @example
   * await client.forgotPassword({ email: 'anna@example.com' });
   */
  forgotPassword(body: ForgetBody, options?: CallOptions): Promise<MessageResponse> {
    return accountCalls.forgotPassword(this, body, options);
  }

  /**
   * Sets a new password with a reset token (POST auth/reset/{token}); the token works once.
   *
   * @example
   * await client.resetPassword(token, { password: 'new-password' }); // { message: 'password changed' }
   */
  resetPassword(
    token: string,
    body: ResetPasswordBody,
    options?: CallOptions,
  ): Promise<MessageResponse> {
    return accountCalls.resetPassword(this, token, body, options);
  }

  /**
   * Sets a new password from the set-password screen's link (POST user/{userId}/password).
   *
   * @example
   * await client.setPassword(userId, { password: 'new-password', token });
   */
  setPassword(
    userId: string,
    body: SetPasswordBody,
    options?: CallOptions,
  ): Promise<MessageResponse> {
    return accountCalls.setPassword(this, userId, body, options);
  }

  /**
   * Fetches the signed-in user (GET users/me).
   *
   * @example
   * const me = await client.getMe();
   */
  getMe(options?: CallOptions): Promise<CurrentUser> {
    return userCalls.getMe(this, options);
  }

  /**
   * Updates the profile, settings or personal details (POST users/me); nested parts merge.
   *
   * @example
   * const user = await client.updateMe({ settings: { language: 'pl', lengthUnits: 'imperial' } });
   */
  updateMe(body: UpdateMeBody, options?: CallOptions): Promise<User> {
    return userCalls.updateMe(this, body, options);
  }

  /**
   * Changes the password (POST users/me/password); a wrong current password or an unchanged new
   * one fail with field errors.
   *
   * @example
   * await client.changePassword({ currentPassword, newPassword });
   */
  changePassword(body: ChangePasswordBody, options?: CallOptions): Promise<MessageResponse> {
    return userCalls.changePassword(this, body, options);
  }

  /**
   * Deletes the signed-in user's account (DELETE users/me), confirmed by their password. Refused
   * while a clinic keeps them as its patient or needs them as its only administrator.
   *
   * @example
   * await client.deleteAccount({ password });
   */
  deleteAccount(body: DeleteAccountBody, options?: CallOptions): Promise<MessageResponse> {
    return userCalls.deleteAccount(this, body, options);
  }

  /**
   * Asks to change the email address (POST users/me/email); the new address gets a link.
   *
   * @example
   * await client.changeEmail({ email: 'new@example.com' });
   */
  changeEmail(body: ChangeEmailBody, options?: CallOptions): Promise<MessageResponse> {
    return userCalls.changeEmail(this, body, options);
  }

  /**
   * Confirms an email change with the token of its link (PUT confirm/{token}/email).
   *
   * @example
   * const user = await client.confirmEmailChange(token);
   */
  confirmEmailChange(token: string, options?: CallOptions): Promise<User> {
    return userCalls.confirmEmailChange(this, token, options);
  }

  /**
   * Asks where to upload a new avatar (POST users/me/avatar); send it with {@link uploadAvatar}.
   *
   * @example
   * const { uploadUrl } = await client.requestAvatarUpload({ contentType: 'image/png' });
   */
  requestAvatarUpload(
    body: AvatarUploadBody,
    options?: CallOptions,
  ): Promise<AvatarUploadResponse> {
    return userCalls.requestAvatarUpload(this, body, options);
  }

  /**
   * Uploads the avatar's bytes to the URL {@link requestAvatarUpload} gave (PUT). Any answer but
   * 200 fails with 'Adding avatar failed.'.
   *
   * @example
   * const user = await client.uploadAvatar(uploadUrl, { content: file, contentType: 'image/png' });
   */
  uploadAvatar(
    uploadUrl: string,
    image: { content: BodyInit; contentType: AvatarUploadBody['contentType'] },
    options?: CallOptions,
  ): Promise<User> {
    return userCalls.uploadAvatar(this, uploadUrl, image, options);
  }

  /**
   * Lists the clinics the user belongs to, each with the user's member role (GET teams).
   *
   * @example
   * const teams = await client.listTeams();
   */
  listTeams(options?: CallOptions): Promise<Team[]> {
    return teamCalls.listTeams(this, options);
  }

  /**
   * Creates a clinic whose administrator is the user (POST teams).
   *
   * @example
   * const team = await client.createTeam({ name: 'Klinika Zdrowie', countryContext: 'PL' });
   */
  createTeam(body: CreateTeamBody, options?: CallOptions): Promise<Team> {
    return teamCalls.createTeam(this, body, options);
  }

  /**
   * Searches a clinic's examinations (POST teams/{teamId}/examinations/list): filters, sort and
   * a page (default 100 from 0, createdAt ascending); answers the page, the total and the page's
   * ids in board order.
   *
   * @example
   * const { data, total } = await client.listExaminations(teamId, {
   *   fields: { examinationStatus: ['FOR_DESCRIPTION'], archived: [false] },
   *   sortBy: { field: 'startDate', direction: 'desc' },
   *   pagination: { offset: 0, size: 10 },
   * });
   */
  listExaminations(
    teamId: string,
    body: ExaminationListBody = {},
    options?: CallOptions,
  ): Promise<ExaminationListResponse> {
    return examinationCalls.listExaminations(this, teamId, body, options);
  }

  /**
   * Fetches one examination (GET teams/{teamId}/examinations/{examinationId}); with
   * `withCharacteristicsData` it carries the patient's characteristics (age, BMI...).
   *
   * @example
   * const examination = await client.getExamination({ teamId, examinationId });
   */
  getExamination(
    ref: ExaminationRef,
    query: { withCharacteristicsData?: boolean } = {},
    options?: CallOptions,
  ): Promise<Examination> {
    return examinationCalls.getExamination(this, ref, query, options);
  }

  /**
   * Creates an examination for a patient (POST teams/{teamId}/members/{memberId}/examinations).
   *
   * @example
   * const { _id } = await client.createExamination(teamId, patientId, {
   *   type: 'holter_ecg',
   *   startDate: '2026-11-20T08:00:00.000Z',
   *   endDate: '2026-11-21T08:00:00.000Z',
   *   description: 'Palpitations',
   *   questionnaire: { weight: 82 },
   * });
   */
  createExamination(
    teamId: string,
    memberId: string,
    body: CreateExaminationBody,
    options?: CallOptions,
  ): Promise<Examination> {
    return examinationCalls.createExamination(this, teamId, memberId, body, options);
  }

  /**
   * Changes an examination (PATCH teams/{teamId}/examinations/{examinationId}): the physician,
   * both dates, the report text (null deletes it), general data, or `archived`.
   *
   * @example
   * await client.updateExamination({ teamId, examinationId }, { assignedDoctor: doctorMemberId });
   */
  updateExamination(
    ref: ExaminationRef,
    body: UpdateExaminationBody,
    options?: CallOptions,
  ): Promise<Examination> {
    return examinationCalls.updateExamination(this, ref, body, options);
  }

  /**
   * Moves an examination to a status and a position in that board column (PUT .../status).
   * ARCHIVED archives it; an archived examination must be restored first.
   *
   * @example
   * await client.updateExaminationStatus({ teamId, examinationId }, { status: 'DESCRIBED', order: 0 });
   */
  updateExaminationStatus(
    ref: ExaminationRef,
    body: UpdateExaminationStatusBody,
    options?: CallOptions,
  ): Promise<Examination> {
    return examinationCalls.updateExaminationStatus(this, ref, body, options);
  }

  /**
   * Deletes an examination (DELETE teams/{teamId}/members/{memberId}/examinations/{id}).
   *
   * @example
   * await client.deleteExamination(teamId, patientId, examinationId);
   */
  deleteExamination(
    teamId: string,
    memberId: string,
    examinationId: string,
    options?: CallOptions,
  ): Promise<DeletedExamination> {
    return examinationCalls.deleteExamination(this, teamId, memberId, examinationId, options);
  }

  /**
   * A patient's examinations, oldest first (GET teams/{teamId}/members/{memberId}/examinations);
   * the patient page reverses them.
   *
   * @example
   * const examinations = (await client.listMemberExaminations(teamId, patientId)).reverse();
   */
  listMemberExaminations(
    teamId: string,
    memberId: string,
    options?: CallOptions,
  ): Promise<Examination[]> {
    return examinationCalls.listMemberExaminations(this, teamId, memberId, options);
  }

  /**
   * The signed-in physician's pending examinations: assigned to them, FOR_DESCRIPTION or
   * DESCRIBED (GET teams/{teamId}/examinations/pending).
   *
   * @example
   * const pending = await client.listPendingExaminations(teamId);
   */
  listPendingExaminations(teamId: string, options?: CallOptions): Promise<Examination[]> {
    return examinationCalls.listPendingExaminations(this, teamId, options);
  }

  /**
   * Examinations awaiting description assigned to one team member
   * (GET annotations/teams/{teamId}/annotator/{memberId}/assigned).
   *
   * @example
   * const { response } = await client.listAssignedAnnotations(teamId, team.memberId);
   */
  listAssignedAnnotations(
    teamId: string,
    memberId: string,
    options?: CallOptions,
  ): Promise<AssignedAnnotations> {
    return examinationCalls.listAssignedAnnotations(this, teamId, memberId, options);
  }

  /**
   * The examination specs a clinic offers (GET teams/{teamId}/examinations/examinationspecs).
   *
   * @example
   * const specs = await client.listTeamExaminationSpecs(teamId);
   */
  listTeamExaminationSpecs(teamId: string, options?: CallOptions): Promise<ExaminationSpec[]> {
    return examinationCalls.listTeamExaminationSpecs(this, teamId, options);
  }

  /**
   * Every examination spec with its intro questionnaire (GET specs/examinations).
   *
   * @example
   * const holter = (await client.listExaminationSpecs()).find((spec) => spec.type === 'holter_ecg');
   */
  listExaminationSpecs(options?: CallOptions): Promise<ExaminationSpec[]> {
    return examinationCalls.listExaminationSpecs(this, options);
  }

  /**
   * The event types of each examination type (GET specs/events).
   *
   * @example
   * const eventSpecs = await client.listEventSpecs();
   */
  listEventSpecs(options?: CallOptions): Promise<EventSpec[]> {
    return examinationCalls.listEventSpecs(this, options);
  }

  /**
   * An examination's intro questionnaire: its questions and answers (GET .../introquestionnaire).
   *
   * @example
   * const { _id, answers } = await client.getIntroQuestionnaire({ teamId, examinationId });
   */
  getIntroQuestionnaire(ref: ExaminationRef, options?: CallOptions): Promise<IntroQuestionnaire> {
    return examinationCalls.getIntroQuestionnaire(this, ref, options);
  }

  /**
   * Merges answers into the intro questionnaire (PATCH .../introquestionnaire/{questionnaireId}).
   *
   * @example
   * await client.updateIntroQuestionnaire(ref, questionnaireId, { answers: { weight: 80 } });
   */
  updateIntroQuestionnaire(
    ref: ExaminationRef,
    questionnaireId: string,
    body: UpdateIntroQuestionnaireBody,
    options?: CallOptions,
  ): Promise<IntroQuestionnaire> {
    return examinationCalls.updateIntroQuestionnaire(this, ref, questionnaireId, body, options);
  }

  /**
   * An examination's statistics (GET .../statistics).
   *
   * @example
   * const { examinationStatistics } = await client.getExaminationStatistics(ref);
   */
  getExaminationStatistics(
    ref: ExaminationRef,
    options?: CallOptions,
  ): Promise<ExaminationStatistics> {
    return examinationCalls.getExaminationStatistics(this, ref, options);
  }

  /**
   * The examination report (GET teams/{teamId}/members/{memberId}/examinations/{id}/report):
   * statistics, Holter and respiratory figures and the events marked for the report.
   *
   * @example
   * const { report } = await client.getExaminationReport({ teamId, memberId, examinationId });
   */
  getExaminationReport(
    ref: MemberExaminationRef,
    options?: CallOptions,
  ): Promise<ExaminationReport> {
    return examinationCalls.getExaminationReport(this, ref, options);
  }

  /**
   * The HRV report of an analysed ECG (GET .../hrvreport); 404 when its ECG was not analysed.
   *
   * @example
   * const { report } = await client.getHrvReport({ teamId, memberId, examinationId });
   * console.log(report.timeDomain.sdnn);
   */
  getHrvReport(ref: MemberExaminationRef, options?: CallOptions): Promise<HrvReport> {
    return examinationCalls.getHrvReport(this, ref, options);
  }

  /**
   * Asks the server whether an examination would be accepted (POST validate/examinations); the
   * answer lists field errors, empty when valid.
   *
   * @example
   * const { validationErrors } = await client.validateExamination({ type: 'holter_ecg', questionnaire });
   */
  validateExamination(
    body: ValidateExaminationBody,
    options?: CallOptions,
  ): Promise<ValidateExaminationResponse> {
    return examinationCalls.validateExamination(this, body, options);
  }

  /**
   * Searches a clinic's members by name or email (GET search): trimmed phrase, at most 5.
   *
   * @example
   * const patients = await client.searchMembers({ phrase: ' kowal ', teamId, roles: ['user'] });
   */
  searchMembers(query: MemberSearchQuery, options?: CallOptions): Promise<Member[]> {
    return examinationCalls.searchMembers(this, query, options);
  }

  /**
   * Checks that the API is up (GET health).
   *
   * @example
   * await client.health(); // { status: 'ok' }
   */
  health(options?: CallOptions): Promise<HealthResponse> {
    return systemCalls.health(this, options);
  }

  /**
   * A window of an examination's signals with O(pixels) points per channel (GET .../signals):
   * raw samples zoomed in, min/max envelopes zoomed out, break markers over gaps. `duration` is
   * the seconds each point covers (the viewer's resolution).
   *
   * @example
   * const { signals } = await client.getSignals(ref, {
   *   startDate: '2026-11-20T08:00:00.000Z',
   *   endDate: '2026-11-20T08:00:10.000Z',
   *   duration: 0.01,
   * }, { signal: abortController.signal });
   */
  getSignals(
    ref: ExaminationRef,
    query: SignalsQueryInput,
    options?: CallOptions,
  ): Promise<SignalsResponse> {
    return signalCalls.getSignals(this, ref, query, options);
  }

  /**
   * The whole recording as one envelope per channel, for the overview strip
   * (GET .../signalsoverview).
   *
   * @example
   * const { signalsOverview } = await client.getSignalsOverview(ref);
   */
  getSignalsOverview(
    ref: ExaminationRef,
    query: Partial<SignalsQueryInput> = {},
    options?: CallOptions,
  ): Promise<SignalsOverviewResponse> {
    return signalCalls.getSignalsOverview(this, ref, query, options);
  }

  /**
   * The examination's recording: its clock and channels (GET .../recording).
   *
   * @example
   * const { channels, startDate } = await client.getRecording(ref);
   */
  getRecording(ref: ExaminationRef, options?: CallOptions): Promise<Recording> {
    return signalCalls.getRecording(this, ref, options);
  }

  /**
   * Imports an EDF/EDF+/BDF file as the examination's recording (POST .../recording, the raw
   * bytes as the body); replaces any previous recording. Files breaking the import rules fail
   * with the spec's message ('Failed to import EDF file: ...').
   *
   * @example
   * const recording = await client.importRecording(ref, { content: file, fileName: file.name });
   */
  importRecording(
    ref: ExaminationRef,
    file: { content: BodyInit; fileName: string },
    options?: CallOptions,
  ): Promise<Recording> {
    return signalCalls.importRecording(this, ref, file, options);
  }

  /**
   * Deletes the examination's recording and its stored files (DELETE .../recording).
   *
   * @example
   * await client.deleteRecording(ref);
   */
  deleteRecording(ref: ExaminationRef, options?: CallOptions): Promise<Recording> {
    return signalCalls.deleteRecording(this, ref, options);
  }

  /**
   * Runs the respiratory detectors on the examination's recording (POST analysis/apnea, or
   * quality/apnea for `quality`), replacing its detected events of that origin; answers the
   * examination's events and the parameters used. Warn first: detected events are deleted.
   *
   * @example
   * const { events } = await client.runApneaAnalysis('analysis', {
   *   examinationId, parameters: { desaturationDropPercent: 4 },
   * });
   */
  runApneaAnalysis(
    kind: ApneaAnalysisKind,
    body: ApneaAnalysisBody,
    options?: CallOptions,
  ): Promise<ApneaAnalysisResponse> {
    return analysisCalls.runApneaAnalysis(this, kind, body, options);
  }

  /**
   * Runs the COVID alert detectors on the examination's recording (POST analysis/covid),
   * replacing its detected events; answers the examination's events and the parameters used.
   *
   * @example
   * const { events } = await client.runCovidAnalysis({
   *   examinationId, parameters: { temperature_max: 38.5 },
   * });
   */
  runCovidAnalysis(body: CovidAnalysisBody, options?: CallOptions): Promise<CovidAnalysisResponse> {
    return analysisCalls.runCovidAnalysis(this, body, options);
  }

  /**
   * The clinic's detector parameters for an examination type, with the defaults
   * (GET teams/{teamId}/analysis-parameters/{examinationType}).
   *
   * @example
   * const { parameters, defaults } = await client.analysisParameters(teamId, 'sleep_apnea');
   */
  analysisParameters(
    teamId: string,
    examinationType: ExaminationType,
    options?: CallOptions,
  ): Promise<AnalysisParametersResponse> {
    return analysisCalls.analysisParameters(this, teamId, examinationType, options);
  }

  /**
   * The Holter recording's beats with their labels (GET .../beats): R peaks as sample numbers
   * of the analysed ECG channel, one label letter each.
   *
   * @example
   * const { samples, labels, samplingRate, startDate } = await client.listBeats(ref);
   */
  listBeats(ref: ExaminationRef, options?: CallOptions): Promise<BeatsResponse> {
    return beatCalls.listBeats(this, ref, options);
  }

  /**
   * The beat update (PATCH .../beats): relabels beats by their R-peak sample; the single-beat
   * ectopic events move with them and come back in the answer.
   *
   * @example
   * const { updated, createdEvents } = await client.updateBeats(ref, {
   *   beats: [{ sample: 125_000, label: 'V' }],
   * });
   */
  updateBeats(
    ref: ExaminationRef,
    body: UpdateBeatsBody,
    options?: CallOptions,
  ): Promise<BeatsUpdated> {
    return beatCalls.updateBeats(this, ref, body, options);
  }

  /**
   * Starts the Holter ECG analysis of an examination in the background (POST analysis/ecg/tasks);
   * when done it replaces the detected events and the beats. Warn first.
   *
   * @example
   * const task = await client.createEcgAnalysisTask({ teamId, examinationId, parameters: {} });
   */
  createEcgAnalysisTask(
    body: CreateEcgAnalysisTaskBody,
    options?: CallOptions,
  ): Promise<AnalysisTask> {
    return analysisCalls.createEcgAnalysisTask(this, body, options);
  }

  /**
   * The caller's ECG analyses, newest first (GET analysis/ecg/tasks).
   *
   * @example
   * const { tasks } = await client.listEcgAnalysisTasks();
   */
  listEcgAnalysisTasks(options?: CallOptions): Promise<AnalysisTasksResponse> {
    return analysisCalls.listEcgAnalysisTasks(this, options);
  }

  /**
   * Removes an ECG analysis task, cancelling it if unfinished (DELETE analysis/ecg/tasks/{id}).
   *
   * @example
   * await client.deleteEcgAnalysisTask(task._id);
   */
  deleteEcgAnalysisTask(taskId: string, options?: CallOptions): Promise<DeletedAnalysisTask> {
    return analysisCalls.deleteEcgAnalysisTask(this, taskId, options);
  }
}
