// API core: domain rules (constants, limits, messages)
export { LANGUAGES } from './rules/languages';
export { DEFAULT_LANGUAGE } from './rules/languages';
export { isLanguage } from './rules/languages';
export { matchLanguageTag } from './rules/languages';
export { resolveBrowserLanguage } from './rules/languages';
export { resolveLanguage } from './rules/languages';
export { legalDocumentLanguage } from './rules/languages';
export type { LegalDocumentLanguage } from './rules/languages';
export type { Language } from './rules/languages';
export { TEMPERATURE_UNITS } from './rules/units';
export { LENGTH_UNITS } from './rules/units';
export { DEFAULT_TEMPERATURE_UNIT } from './rules/units';
export { DEFAULT_LENGTH_UNIT } from './rules/units';
export type { TemperatureUnit } from './rules/units';
export type { LengthUnit } from './rules/units';
export { ageInYears, bodyMassIndex, feetAndInches, poundsOf } from './rules/bodyMeasures';
export { exactPoundsOf, feetOf } from './rules/bodyMeasures';
export { fahrenheitOf } from './rules/units';
export { BRADYCARDIA_BPM, TACHYCARDIA_BPM } from './rules/heartRate';
export { MEASUREMENT_DEFINITIONS } from './rules/measurementDefinitions';
export { COVID_QUALIFICATIONS } from './rules/covidIntake/covidIntakeOptions';
export { COVID_RECOGNITION_TIMES } from './rules/covidIntake/covidIntakeOptions';
export { COVID_REFERRAL_SOURCES } from './rules/covidIntake/covidIntakeOptions';
export { MMRC_GRADES } from './rules/covidIntake/covidIntakeOptions';
export { COVID_SYMPTOMS } from './rules/covidIntake/covidIntakeOptions';
export { COVID_COMORBIDITIES } from './rules/covidIntake/covidIntakeOptions';
export { YES_NO_ANSWERS } from './rules/covidIntake/covidIntakeOptions';
export { COVID_EXCLUSION_STATEMENTS } from './rules/covidIntake/covidIntakeOptions';
export { mayProceedPastStatements } from './rules/covidIntake/covidIntakeOptions';
export type { CovidQualification } from './rules/covidIntake/covidIntakeOptions';
export type { CovidRecognitionTime } from './rules/covidIntake/covidIntakeOptions';
export type { CovidSymptom } from './rules/covidIntake/covidIntakeOptions';
export type { CovidComorbidity } from './rules/covidIntake/covidIntakeOptions';
export type { CovidExclusionStatement } from './rules/covidIntake/covidIntakeOptions';
export { COVID_VITAL_LIMIT_IDS } from './rules/covidIntake/covidVitalLimits';
export { INTAKE_FORM_VITAL_LIMITS } from './rules/covidIntake/covidVitalLimits';
export { MESSAGE_CATALOGUE_VITAL_LIMITS } from './rules/covidIntake/covidVitalLimits';
export { COVID_VITAL_LIMIT_PRESETS } from './rules/covidIntake/covidVitalLimits';
export { covidVitalLimitsOf } from './rules/covidIntake/covidVitalLimits';
export type { CovidVitalLimits } from './rules/covidIntake/covidVitalLimits';
export type { CovidVitalLimitsId } from './rules/covidIntake/covidVitalLimits';
export { CovidQuestionnaireSchema } from './rules/covidIntake/covidQuestionnaireSchema';
export { COVID_REQUIRED_FIELDS } from './rules/covidIntake/covidQuestionnaireSchema';
export { COVID_AFTER_REST_FIELDS } from './rules/covidIntake/covidQuestionnaireSchema';
export { COVID_PHONE_MIN_LENGTH } from './rules/covidIntake/covidQuestionnaireSchema';
export { COVID_ADDRESS_MIN_LENGTH } from './rules/covidIntake/covidQuestionnaireSchema';
export { COVID_TEMPERATURE_STEP } from './rules/covidIntake/covidQuestionnaireSchema';
export type { CovidQuestionnaire } from './rules/covidIntake/covidQuestionnaireSchema';
export type { CovidQuestionnaireField } from './rules/covidIntake/covidQuestionnaireSchema';
export { areFirstVitalsInRange } from './rules/covidIntake/covidAfterRest';
export { isAfterRestRequired } from './rules/covidIntake/covidAfterRest';
export { assessAfterRest } from './rules/covidIntake/covidAfterRest';
export type { AfterRestVerdict } from './rules/covidIntake/covidAfterRest';
export type { AfterRestProblem } from './rules/covidIntake/covidAfterRest';
export type { AfterRestAssessment } from './rules/covidIntake/covidAfterRest';
export { validateCovidQuestionnaire } from './rules/covidIntake/covidQuestionnaireRules';
export { completeCovidQuestionnaire } from './rules/covidIntake/covidQuestionnaireRules';
export { conditionallyRequiredFields } from './rules/covidIntake/covidQuestionnaireRules';
export { givenCovidAnswers } from './rules/covidIntake/covidQuestionnaireRules';
export { clearDependentAnswers } from './rules/covidIntake/clearDependentAnswers';
export type { MeasurementRange } from './rules/measurementDefinitions';
export { COUNTRIES } from './rules/countries';
export type { Country } from './rules/countries';
export { MEMBER_ROLES } from './rules/roles';
export { SITE_ROLES } from './rules/roles';
export { isEmployeeRole } from './rules/roles';
export { EMPLOYEE_ROLES } from './rules/roles';
export { isPortalTeam } from './rules/roles';
export { memberName } from './rules/memberName';
export { REPORT_SHARED_STATUSES, isReportShared } from './rules/reportSharing';
export {
  ENDED_TASK_STATUSES,
  TASK_DEFAULTS,
  TASK_DESCRIPTION_MAX_LENGTH,
  EDF_EXPORT_SAMPLING_RATE,
  TASK_PARAMETERS_MAX_LENGTH,
  TASK_STATUSES,
  isTaskEnded,
} from './rules/tasks';
export type { TaskStatus } from './rules/tasks';
export { isTaskOpenToStaff, mayHandleTask } from './rules/taskPermissions';
export { isSiteAdministrator } from './rules/roles';
export type { MemberRole } from './rules/roles';
export type { SiteRole } from './rules/roles';
export { GENDERS } from './rules/genders';
export type { Gender } from './rules/genders';
export { PASSWORD_MIN_LENGTH } from './rules/limits';
export { PASSWORD_MAX_LENGTH } from './rules/limits';
export { EMAIL_MAX_LENGTH } from './rules/limits';
export { TEAM_NAME_MIN_LENGTH } from './rules/limits';
export { TEAM_NAME_MAX_LENGTH } from './rules/limits';
export { FULL_NAME_MAX_LENGTH } from './rules/limits';
export { HEIGHT_MIN_CM } from './rules/limits';
export { HEIGHT_MAX_CM } from './rules/limits';
export { AVATAR_MAX_BYTES } from './rules/limits';
export { AVATAR_CONTENT_TYPES } from './rules/limits';
export { LOGIN_ATTEMPTS_PER_MINUTE } from './rules/limits';
export { SUCCESS_STATUSES } from './rules/limits';
export { isSuccessStatus } from './rules/limits';
export { isAvatarContentType } from './rules/limits';
export type { AvatarContentType } from './rules/limits';
export { VALIDATION_MESSAGES } from './rules/validationConstraints';
export { isValidationConstraint } from './rules/validationConstraints';
export { validationMessage } from './rules/validationConstraints';
export type { ValidationConstraint } from './rules/validationConstraints';
export { ERROR_MESSAGES } from './rules/errorCodes';
export { CLIENT_ERROR_MESSAGES } from './rules/errorCodes';
export { SUCCESS_MESSAGES } from './rules/errorCodes';
export { tooManyRequestsMessage } from './rules/errorCodes';
export type { ErrorCode } from './rules/errorCodes';
export { RESPIRATORY_EVENT_TYPES } from './rules/eventTypes';
export { COVID_EVENT_TYPES } from './rules/eventTypes';
export { HOLTER_EVENT_TYPES } from './rules/eventTypes';
export { PATCHABLE_HOLTER_EVENT_TYPES } from './rules/eventTypes';
export { PATCHED_HOLTER_EVENT_TYPES } from './rules/eventTypes';
export { PATCH_SUFFIX } from './rules/eventTypes';
export { MARKER_EVENT_TYPES } from './rules/eventTypes';
export { RHYTHM_EVENT_TYPES } from './rules/eventTypes';
export { QUALITY_EVENT_TYPES } from './rules/eventTypes';
export { EVENT_TYPES } from './rules/eventTypes';
export { BODY_POSITIONS } from './rules/eventTypes';
export { unpatchedEventType } from './rules/eventTypes';
export { isRhythmEventType } from './rules/eventTypes';
export { isQualityEventType } from './rules/eventTypes';
export type { RespiratoryEventType } from './rules/eventTypes';
export type { CovidEventType } from './rules/eventTypes';
export type { HolterEventType } from './rules/eventTypes';
export type { PatchedHolterEventType } from './rules/eventTypes';
export type { EventType } from './rules/eventTypes';
export type { BodyPosition } from './rules/eventTypes';
export { APNEA_SEVERITIES } from './rules/apneaSeverity';
export { APNEA_SEVERITY_THRESHOLDS } from './rules/apneaSeverity';
export { apneaSeverity } from './rules/apneaSeverity';
export type { ApneaSeverity } from './rules/apneaSeverity';
export { EXAMINATION_EVENT_TYPES } from './rules/examinationEventTypes';
export { isPolygraphy } from './rules/examinationEventTypes';
// API core: zod wire schemas
export { LanguageSchema } from './schemas/user';
export { TemperatureUnitSchema } from './schemas/user';
export { LengthUnitSchema } from './schemas/user';
export { GenderSchema } from './schemas/user';
export { IsoDateSchema } from './schemas/user';
export { UserSettingsSchema } from './schemas/user';
export { PersonalDetailsSchema } from './schemas/user';
export { UserSchema } from './schemas/user';
export { CurrentUserSchema } from './schemas/user';
export { UpdateMeBodySchema } from './schemas/user';
export type { UserSettings } from './schemas/user';
export type { PersonalDetails } from './schemas/user';
export type { User } from './schemas/user';
export type { CurrentUser } from './schemas/user';
export type { UpdateMeBody } from './schemas/user';
export { EmailSchema } from './schemas/auth';
export { NewPasswordSchema } from './schemas/auth';
export { AcceptedConsentsSchema } from './schemas/auth';
export { RegisterBodySchema } from './schemas/auth';
export { RegisterResponseSchema } from './schemas/auth';
export { LoginBodySchema } from './schemas/auth';
export { LoginResponseSchema } from './schemas/auth';
export { SignInAnswerSchema } from './schemas/auth';
export { ForgetBodySchema } from './schemas/auth';
export { ResetPasswordBodySchema } from './schemas/auth';
export { SetPasswordBodySchema } from './schemas/auth';
export { ChangePasswordBodySchema } from './schemas/auth';
export { DeleteAccountBodySchema } from './schemas/auth';
export { ChangeEmailBodySchema } from './schemas/auth';
export { MessageResponseSchema } from './schemas/auth';
export type { AcceptedConsents } from './schemas/auth';
export type { RegisterBody } from './schemas/auth';
export type { RegisterResponse } from './schemas/auth';
export type { LoginBody } from './schemas/auth';
export type { LoginResponse } from './schemas/auth';
export type { SignInAnswer } from './schemas/auth';
export type { ForgetBody } from './schemas/auth';
export type { ResetPasswordBody } from './schemas/auth';
export type { SetPasswordBody } from './schemas/auth';
export type { ChangePasswordBody } from './schemas/auth';
export type { DeleteAccountBody } from './schemas/auth';
export type { ChangeEmailBody } from './schemas/auth';
export type { MessageResponse } from './schemas/auth';
export { AvatarUploadBodySchema } from './schemas/avatar';
export { AvatarUploadResponseSchema } from './schemas/avatar';
export type { AvatarUploadBody } from './schemas/avatar';
export type { AvatarUploadResponse } from './schemas/avatar';
export { CountrySchema } from './schemas/team';
export { MemberRoleSchema } from './schemas/team';
export { TeamDetailsSchema } from './schemas/team';
export { TeamSchema } from './schemas/team';
export { CreateTeamBodySchema } from './schemas/team';
export { MemberSchema } from './schemas/team';
export type { TeamDetails } from './schemas/team';
export type { Team } from './schemas/team';
export type { CreateTeamBody } from './schemas/team';
export type { Member } from './schemas/team';
export { ValidationErrorSchema } from './schemas/errors';
export { ApiErrorSchema } from './schemas/errors';
export type { ValidationError } from './schemas/errors';
export type { ApiError } from './schemas/errors';
export { HealthResponseSchema } from './schemas/system';
export { OutboxMailSchema } from './schemas/system';
export { SessionReadyEventSchema } from './schemas/system';
export type { HealthResponse } from './schemas/system';
export type { OutboxMail } from './schemas/system';
export type { SessionReadyEvent } from './schemas/system';
// End of API core exports
// The contract: one typed entry per endpoint, the server's routes and the client derive from it
export { endpoint } from './contract/endpoint';
export { errorResponses } from './contract/endpoint';
export { BinaryAnswerSchema } from './contract/endpoint';
export { successOf } from './contract/endpoint';
export { fillPath } from './contract/endpoint';
export type { Access } from './contract/endpoint';
export type { ClientFlags } from './contract/endpoint';
export type { ContractGroup } from './contract/endpoint';
export type { Endpoint } from './contract/endpoint';
export type { RawBody } from './contract/endpoint';
export type { Responses } from './contract/endpoint';
export type { SuccessSchema } from './contract/endpoint';
export { contract } from './contract/contract';
export type { Contract } from './contract/contract';
export { analysisContract } from './contract/analysis';
export { authContract } from './contract/auth';
export { beatsContract } from './contract/beats';
export { devOutboxContract } from './contract/devOutbox';
export { ecgAnalysisContract } from './contract/ecgAnalysis';
export {
  edfTasksContract,
  notificationTasksContract,
  reportPdfTasksContract,
  signalDownloadTasksContract,
} from './contract/tasks';
export { eventsContract } from './contract/events';
export { examinationLookupsContract } from './contract/examinationLookups';
export { examinationsContract } from './contract/examinations';
export { featuresContract } from './contract/features';
export { healthContract } from './contract/health';
export { invitationsContract } from './contract/invitations';
export { issueReportsContract } from './contract/issueReports';
export { membersContract } from './contract/members';
export { ordersContract } from './contract/orders';
export { paymentsContract, subscriptionContract, WEBHOOK_MAX_BYTES } from './contract/payments';
export { recordingsContract } from './contract/recordings';
export { signalsContract } from './contract/signals';
export { teamSettingsContract } from './contract/teamSettings';
export { teamsContract } from './contract/teams';
export { uploadsContract } from './contract/uploads';
export { usersContract } from './contract/users';
export { toValidationErrors } from './schemas/zodValidationErrors';
export { pathId } from './schemas/routeParams';
export { TeamParamsSchema } from './schemas/routeParams';
export { MemberParamsSchema } from './schemas/routeParams';
export { OrderParamsSchema } from './schemas/routeParams';
export { AdminOrderParamsSchema } from './schemas/routeParams';
export { ExaminationParamsSchema } from './schemas/routeParams';
export { MemberExaminationParamsSchema } from './schemas/routeParams';
export { IntroQuestionnaireParamsSchema } from './schemas/routeParams';
export { EventParamsSchema } from './schemas/routeParams';
export { InvitationParamsSchema } from './schemas/routeParams';
export { EmployeeParamsSchema } from './schemas/routeParams';
export { MemberQuestionnaireParamsSchema } from './schemas/routeParams';
export { WeightParamsSchema } from './schemas/routeParams';
export { TaskParamsSchema } from './schemas/routeParams';
export { AnalysisParametersParamsSchema } from './schemas/routeParams';
export { TokenParamsSchema } from './schemas/routeParams';
export { UserParamsSchema } from './schemas/routeParams';
export { UploadGrantParamsSchema } from './schemas/routeParams';
export { AvatarFileParamsSchema } from './schemas/routeParams';
export { LogoFileParamsSchema } from './schemas/routeParams';
// End of contract exports
// Domain client: API client, realtime client, session and the `domain` message catalogue
export { ApiClient } from './client/ApiClient';
export { ApiCore } from './client/ApiCore';
export type { ApiClientOptions } from './client/ApiCore';
export type { CallOptions } from './client/requestSpec';
export type { HttpMethod } from './contract/endpoint';
export type { RequestSpec } from './client/requestSpec';
export type { CallAnswer } from './client/endpointRequest';
export type { CallArgs } from './client/endpointRequest';
export type { CallInput } from './client/endpointRequest';
export type { RawBodyInput } from './client/endpointRequest';
export type { EndpointCall } from './client/bindContract';
export type { GroupClient } from './client/bindContract';
export type { MembersClient } from './client/memberBehaviour';
export type { ImageUpload } from './client/ApiClient';
export { ApiRequestError } from './client/ApiRequestError';
export type { ApiRequestErrorInit } from './client/ApiRequestError';
export { buildUrl } from './client/buildUrl';
export type { Query } from './client/buildUrl';
export type { QueryValue } from './client/buildUrl';
export type { ApiClientEvents } from './client/clientEvents';
export type { RequestStage } from './client/clientEvents';
export type { ToastMessage } from './client/clientEvents';
export type { ToastType } from './client/clientEvents';
export type { Listener } from './client/Emitter';
export { LocalStorageTokenStore } from './client/TokenStore';
export { MemoryTokenStore } from './client/TokenStore';
export { TOKEN_STORAGE_KEY } from './client/TokenStore';
export type { TokenStore } from './client/TokenStore';
export type { KeyValueStorage } from './client/TokenStore';
export { MemoryStorage } from './client/MemoryStorage';
export { RealtimeClient } from './realtime/RealtimeClient';
export { REALTIME_RECONNECT_DELAY_MS } from './realtime/RealtimeClient';
export type { RealtimeClientOptions } from './realtime/RealtimeClient';
export type { RealtimeSocket } from './realtime/RealtimeClient';
export type { RealtimeState } from './realtime/RealtimeClient';
export type { ServerToClientEvents } from './realtime/realtimeEvents';
export type { ClientToServerEvents } from './realtime/realtimeEvents';
export { SessionStore } from './session/SessionStore';
export type { SessionSnapshot } from './session/SessionStore';
export type { SessionStatus } from './session/SessionStore';
export type { SessionStoreOptions } from './session/SessionStore';
export { ACTIVE_TEAM_STORAGE_KEY } from './session/activeTeam';
export { resolveActiveTeamId } from './session/activeTeam';
export { DOMAIN_NAMESPACE } from './messages/domainMessageKeys';
export { ERROR_MESSAGE_KEYS } from './messages/domainMessageKeys';
export { COVID_STATEMENT_KEYS } from './messages/domainMessageKeys';
export { SUCCESS_MESSAGE_KEYS } from './messages/domainMessageKeys';
export { VALIDATION_MESSAGE_KEYS } from './messages/domainMessageKeys';
export type { DomainMessageKey } from './messages/domainMessageKeys';
export type { CovidStatementKey } from './messages/domainMessageKeys';
export type { DomainMessages } from './messages/domainMessageKeys';
export type { ErrorMessageKey } from './messages/domainMessageKeys';
export type { ErrorMessageName } from './messages/domainMessageKeys';
export type { SuccessMessageKey } from './messages/domainMessageKeys';
export type { SuccessMessageName } from './messages/domainMessageKeys';
export type { ValidationMessageKey } from './messages/domainMessageKeys';
export { domainResources } from './messages/domainResources';
export { domainStrings } from './messages/domainStrings';
export { reportResources, reportStrings } from './messages/reportStrings';
export type { ReportStrings, WithPluralForms } from './messages/reportStrings';
export { stringsSource } from './messages/stringsSource';
export type { StringsSource } from './messages/stringsSource';
export { errorCodeMessageKey } from './messages/serverMessageKeys';
export { successMessageKey } from './messages/serverMessageKeys';
export { fieldErrorKeys } from './messages/fieldErrors';
export { fieldErrorMessages } from './messages/fieldErrors';
export type { TranslateFunction } from './messages/fieldErrors';
export type { WithValidationErrors } from './messages/fieldErrors';
// End of domain client exports
// Examinations: constants, wire schemas, questionnaire rules and the client's call types
export { EXAMINATION_STATUSES } from './schemas/examinationConstants';
export { BOARD_STATUSES } from './schemas/examinationConstants';
export { SELECTABLE_EXAMINATION_STATUSES } from './schemas/examinationConstants';
export { EXAMINATION_TYPES } from './schemas/examinationConstants';
export { EXAMINATION_TYPE_FEATURES } from './schemas/examinationConstants';
export { HIDDEN_EXAMINATION_TAG } from './schemas/examinationConstants';
export { PENDING_EXAMINATION_STATUSES } from './schemas/examinationConstants';
export { ANNOTATION_EXAMINATION_STATUSES } from './schemas/examinationConstants';
export { EXAMINATION_LIST_PAGE_SIZE } from './schemas/examinationConstants';
export { EXAMINATION_FILTERS_STORAGE_KEY } from './schemas/examinationConstants';
export { EXAMINATION_LIST_DEFAULT_OFFSET } from './schemas/examinationConstants';
export { EXAMINATION_LIST_DEFAULT_SIZE } from './schemas/examinationConstants';
export { EXAMINATION_LIST_MAX_SIZE } from './schemas/examinationConstants';
export {
  EXAMINATION_SHORT_TEXT_MAX_LENGTH,
  EXAMINATION_TEXT_MAX_LENGTH,
} from './schemas/examinationConstants';
export { MEMBER_SEARCH_LIMIT } from './schemas/examinationConstants';
export { displayedExaminationStatus } from './schemas/examinationConstants';
export { statusesOfBoardColumn } from './schemas/examinationConstants';
export type { ExaminationStatus } from './schemas/examinationConstants';
export type { BoardStatus } from './schemas/examinationConstants';
export type { SelectableExaminationStatus } from './schemas/examinationConstants';
export type { ExaminationType } from './schemas/examinationConstants';
export { ExaminationTypeSchema } from './schemas/examinationSpec';
export { QUESTION_VALUE_TYPES } from './schemas/examinationSpec';
export { QUESTION_CONTROLS } from './schemas/examinationSpec';
export { AcceptedValuesSchema } from './schemas/examinationSpec';
export { QuestionSpecSchema } from './schemas/examinationSpec';
export { IntroQuestionnaireSpecSchema } from './schemas/examinationSpec';
export { ExaminationSpecSchema } from './schemas/examinationSpec';
export { EventSpecSchema } from './schemas/examinationSpec';
export { QuestionnaireAnswersSchema } from './schemas/examinationSpec';
export type { QuestionValueType } from './schemas/examinationSpec';
export type { AcceptedValues } from './schemas/examinationSpec';
export type { QuestionSpec } from './schemas/examinationSpec';
export type { IntroQuestionnaireSpec } from './schemas/examinationSpec';
export type { ExaminationSpec } from './schemas/examinationSpec';
export type { EventSpec } from './schemas/examinationSpec';
export type { QuestionnaireAnswers } from './schemas/examinationSpec';
export { validateQuestionnaireAnswers } from './schemas/examinationQuestionnaire';
export { IsoDateTimeSchema } from './schemas/examination';
export { ExaminationStatusSchema } from './schemas/examination';
export { ExaminationFiltersSchema } from './schemas/examination';
export { ExaminationCharacteristicsSchema } from './schemas/examination';
export { ExaminationSchema } from './schemas/examination';
export { ExaminationQuerySchema } from './schemas/examination';
export type { ExaminationQuery } from './schemas/examination';
export { CreateExaminationBodySchema } from './schemas/examination';
export { UpdateExaminationBodySchema } from './schemas/examination';
export { UpdateExaminationStatusBodySchema } from './schemas/examination';
export { DeletedExaminationSchema } from './schemas/examination';
export { AssignedAnnotationsSchema } from './schemas/examination';
export { IntroQuestionnaireSchema } from './schemas/examination';
export { UpdateIntroQuestionnaireBodySchema } from './schemas/examination';
export { DistributionBinSchema } from './schemas/examination';
export { ExaminationStatisticsSchema } from './schemas/examinationStatistics';
export type { DistributionBin } from './schemas/examination';
export { ValidateExaminationBodySchema } from './schemas/examination';
export { ValidateExaminationResponseSchema } from './schemas/examination';
export type { ExaminationFilters } from './schemas/examination';
export type { ExaminationCharacteristics } from './schemas/examination';
export type { Examination } from './schemas/examination';
export type { CreateExaminationBody } from './schemas/examination';
export type { UpdateExaminationBody } from './schemas/examination';
export type { UpdateExaminationStatusBody } from './schemas/examination';
export type { DeletedExamination } from './schemas/examination';
export type { AssignedAnnotations } from './schemas/examination';
export type { IntroQuestionnaire } from './schemas/examination';
export type { UpdateIntroQuestionnaireBody } from './schemas/examination';
export type { ExaminationStatistics } from './schemas/examinationStatistics';
export type { ValidateExaminationBody } from './schemas/examination';
export type { ValidateExaminationResponse } from './schemas/examination';
export { EXAMINATION_SORT_FIELDS } from './schemas/examinationList';
export { ExaminationListFieldsSchema } from './schemas/examinationList';
export { ExaminationSortSchema } from './schemas/examinationList';
export { PaginationSchema } from './schemas/examinationList';
export { ExaminationListBodySchema } from './schemas/examinationList';
export { ExaminationListResponseSchema } from './schemas/examinationList';
export { MemberSearchQuerySchema } from './schemas/examinationList';
export type { ExaminationSortField } from './schemas/examinationList';
export type { ExaminationListFields } from './schemas/examinationList';
export type { ExaminationSort } from './schemas/examinationList';
export type { Pagination } from './schemas/examinationList';
export type { ExaminationListBody } from './schemas/examinationList';
export type { ExaminationListResponse } from './schemas/examinationList';
export type { MemberSearchQuery } from './schemas/examinationList';
export type { ExaminationRef } from './schemas/routeParams';
export type { MemberExaminationRef } from './schemas/routeParams';
// End of examinations exports
// The COVID dashboard (platform-core §2, §7 `GET teams/{teamId}/report`, issue 22)
export { COVID_ALERT_TYPES } from './rules/covidAlerts';
export { isCovidAlertType } from './rules/covidAlerts';
export { compareCovidAlerts } from './rules/covidAlerts';
export type { CovidAlertType } from './rules/covidAlerts';
export { COVID_REPORT_PAGE_SIZE } from './schemas/covidReports';
export { COVID_REPORT_SORTS } from './schemas/covidReports';
export { CovidReportQuerySchema } from './schemas/covidReports';
export { CovidAlertTypeSchema } from './schemas/covidReports';
export { CovidAlertAcknowledgementSchema } from './schemas/covidReports';
export { CovidAlertSchema } from './schemas/covidReports';
export { CovidLatestVitalsSchema } from './schemas/covidReports';
export { CovidReportViewSchema } from './schemas/covidReports';
export { CovidReportPageSchema } from './schemas/covidReports';
export { CovidReportHistorySchema } from './schemas/covidReports';
export { CovidAlertParamsSchema } from './schemas/covidReports';
export type { CovidReportSort } from './schemas/covidReports';
export type { CovidReportQuery } from './schemas/covidReports';
export type { CovidAlertAcknowledgement } from './schemas/covidReports';
export type { CovidAlert } from './schemas/covidReports';
export type { CovidLatestVitals } from './schemas/covidReports';
export type { CovidReportView } from './schemas/covidReports';
export type { CovidReportPage } from './schemas/covidReports';
export type { CovidReportHistory } from './schemas/covidReports';
export { covidReportsContract } from './contract/covidReports';
export type { ExaminationChangedEvent } from './realtime/realtimeEvents';
export type { ExaminationChangeKind } from './realtime/realtimeEvents';
export type { ExaminationEventsChangedEvent } from './realtime/realtimeEvents';
export type { ProgramDayChangedEvent } from './realtime/realtimeEvents';
export type { EventsChangeKind } from './realtime/realtimeEvents';
export type { CovidAlertsChangedEvent } from './realtime/realtimeEvents';
export { CLIENT_ID_HEADER } from './client/ApiCore';
// Analysis: detector parameters and the analysis calls (platform-core §7)
export {
  RESPIRATORY_PARAMETERS,
  RESPIRATORY_PARAMETER_NAMES,
  RespiratoryParametersSchema,
  FullRespiratoryParametersSchema,
  spansBelowMinimum,
  ApneaAnalysisBodySchema,
  ApneaAnalysisResponseSchema,
  AnalysisParametersResponseSchema,
} from './schemas/analysis';
export type {
  RespiratoryParameterName,
  RespiratoryParameters,
  FullRespiratoryParameters,
  ApneaAnalysisBody,
  ApneaAnalysisResponse,
  AnalysisParametersResponse,
} from './schemas/analysis';
// The COVID alerts on request
export {
  COVID_PARAMETERS,
  COVID_PARAMETER_NAMES,
  CovidParametersSchema,
  FullCovidParametersSchema,
  CovidAnalysisBodySchema,
  CovidAnalysisResponseSchema,
} from './schemas/covidAnalysis';
export type {
  CovidParameterName,
  CovidParameters,
  FullCovidParameters,
  CovidAnalysisBody,
  CovidAnalysisResponse,
} from './schemas/covidAnalysis';
export type { ParameterRange } from './schemas/detectorParameters';
// The ECG analysis in the background (platform-core §7 "Tasks")
export {
  ECG_PARAMETERS,
  ECG_PARAMETER_NAMES,
  ECG_SWITCHES,
  ECG_ANALYSIS_TYPES,
  EcgParametersSchema,
  FullEcgParametersSchema,
  CreateEcgAnalysisTaskBodySchema,
  isEcgAnalysisType,
  ratesCrossed,
} from './schemas/ecgAnalysis';
export type {
  EcgParameterName,
  EcgNumericParameterName,
  EcgSwitchName,
  EcgParameters,
  FullEcgParameters,
  CreateEcgAnalysisTaskBody,
} from './schemas/ecgAnalysis';
// Normal values of the HRV measures (Task Force 1996)
export { HRV_REFERENCES, formatHrvReference } from './rules/hrvReferences';
export type { HrvReference } from './rules/hrvReferences';
// Background tasks (platform-core §3 "Task", §7 "Tasks")
export {
  TASK_TYPES,
  TaskSchema,
  TasksResponseSchema,
  TaskListQuerySchema,
  TaskExtraSchema,
  EcgAnalysisTaskExtraSchema,
  EcgAnalysisResultSchema,
  TaskErrorSchema,
  CreateTaskBodySchema,
  CreateSignalDownloadTaskBodySchema,
  SignalsCsvTaskExtraSchema,
  TaskFileSchema,
  EdfImportTaskExtraSchema,
  EdfImportFailureSchema,
  EdfExportTaskExtraSchema,
  CreateEdfExportTaskBodySchema,
  BULK_INVITATION_MAX,
  BULK_INVITATION_OUTCOMES,
  TeamInviteTaskExtraSchema,
  CreateTeamInviteTaskBodySchema,
  EdfImportQuerySchema,
  taskRequestShape,
  REPORT_PDF_VARIANTS,
  ReportPdfTaskExtraSchema,
  CreateReportPdfTaskBodySchema,
  ReportSendingSchema,
  ReportSendingsResponseSchema,
} from './schemas/tasks';
export type {
  TaskType,
  Task,
  TasksResponse,
  TaskListQuery,
  TaskExtra,
  EcgAnalysisResult,
  CreateTaskBody,
  CreateSignalDownloadTaskBody,
  EdfImportFailure,
  EdfImportQuery,
  CreateEdfExportTaskBody,
  BulkInvitationOutcome,
  CreateTeamInviteTaskBody,
  ReportPdfVariant,
  CreateReportPdfTaskBody,
  ReportSending,
  ReportSendingsResponse,
} from './schemas/tasks';
// Beats of a Holter ECG and the beat update (clinical-domain §2)
export {
  BEAT_LABELS,
  BEAT_EVENT_TYPES,
  BEAT_EVENT_HALF_WIDTH_MS,
  BEAT_UPDATE_MAX,
  BEAT_REVIEW_CONFIDENCE,
  isBeatForReview,
  BeatsResponseSchema,
  UpdateBeatsBodySchema,
  BeatsUpdatedSchema,
} from './schemas/beats';
export type { BeatLabel, BeatsResponse, UpdateBeatsBody, BeatsUpdated } from './schemas/beats';

// Recordings, signals and events: wire schemas and constants
export { SIGNAL_TYPES } from './schemas/recordings';
export { RECORDING_SOURCES } from './schemas/recordings';
export { RECORDING_MAX_BYTES } from './schemas/recordings';
export { SIGNAL_MEASUREMENT_RANGES } from './schemas/recordings';
export { RecordingChannelSchema } from './schemas/recordings';
export { RecordingSchema } from './schemas/recordings';
export { ImportRecordingQuerySchema } from './schemas/recordings';
export { DemoRecordingOfferSchema } from './schemas/recordings';
export type { DemoRecordingOffer } from './schemas/recordings';
export type { SignalType } from './schemas/recordings';
export type { RecordingSource } from './schemas/recordings';
export type { RecordingChannel } from './schemas/recordings';
export type { Recording } from './schemas/recordings';
export type { ImportRecordingQuery } from './schemas/recordings';
export { RECORDING_CONTENT_TYPES } from './schemas/recordings';
export { SIGNALS_MAX_POINTS } from './schemas/signals';
export { SIGNALS_DEFAULT_POINTS } from './schemas/signals';
export { SIGNALS_OVERVIEW_POINTS } from './schemas/signals';
export { RAW_HOUR_LIMIT } from './schemas/signals';
export { SignalsQuerySchema } from './schemas/signals';
export { SignalsOverviewQuerySchema } from './schemas/signals';
export { SignalBreakSchema } from './schemas/signals';
export { RawSignalSeriesSchema } from './schemas/signals';
export { EnvelopeSignalSeriesSchema } from './schemas/signals';
export { SignalSeriesSchema } from './schemas/signals';
export { SignalsResponseSchema } from './schemas/signals';
export { SignalsOverviewResponseSchema } from './schemas/signals';
export type { SignalsQuery } from './schemas/signals';
export type { SignalsQueryInput } from './schemas/signals';
export type { SignalsOverviewQuery } from './schemas/signals';
export type { SignalBreak } from './schemas/signals';
export type { RawSignalSeries } from './schemas/signals';
export type { EnvelopeSignalSeries } from './schemas/signals';
export type { SignalSeries } from './schemas/signals';
export type { SignalsResponse } from './schemas/signals';
export type { SignalsOverviewResponse } from './schemas/signals';
export { EVENT_ORIGINS } from './schemas/events';
export { AUTOMATIC_EVENT_ORIGINS } from './schemas/events';
export { ALL_SIGNALS } from './schemas/events';
export { detectedEventOrigin } from './schemas/events';
export { EVENT_DESCRIPTION_MAX_LENGTH } from './schemas/events';
export { EVENT_DESCRIPTION_READ_ONLY_MESSAGE } from './schemas/events';
export { ExaminationEventSchema } from './schemas/events';
export { CreateEventBodySchema } from './schemas/events';
export { UpdateEventBodySchema } from './schemas/events';
export { EventsQuerySchema } from './schemas/events';
export { EventsResponseSchema } from './schemas/events';
export { DeleteEventsQuerySchema } from './schemas/events';
export { DeletedEventsSchema } from './schemas/events';
export { RestoreEventBodySchema } from './schemas/events';
export type { RestoreEventBody } from './schemas/events';
export type { EventOrigin } from './schemas/events';
export type { ExaminationEvent } from './schemas/events';
export type { CreateEventBody } from './schemas/events';
export type { UpdateEventBody } from './schemas/events';
export type { EventsQuery } from './schemas/events';
export type { EventsResponse } from './schemas/events';
export type { DeleteEventsQuery } from './schemas/events';
export type { DeletedEvents } from './schemas/events';
// End of recordings, signals and events exports
// People and clinic administration: members, patients, invitations, clinic settings, features,
// issue reports, permissions and national identification numbers
export { IDENTIFIER_TYPES } from './rules/nationalIds';
export { normalizeIdentifier } from './rules/nationalIds';
export { identifierProblem } from './rules/nationalIds';
export { isValidPesel } from './rules/nationalIds';
export { isValidPolishIdCard } from './rules/nationalIds';
export { isValidGermanIdCard } from './rules/nationalIds';
export { isValidGermanTaxId } from './rules/nationalIds';
export { isValidFrenchNir } from './rules/nationalIds';
export { isValidSpanishNuss } from './rules/nationalIds';
export { isValidCanadianSin } from './rules/nationalIds';
export { isValidUkNino } from './rules/nationalIds';
export type { IdentifierType } from './rules/nationalIds';
export type { IdentifierProblem } from './rules/nationalIds';
export { BUSINESS_ID_NAMES } from './rules/businessIds';
export { isValidNip } from './rules/businessIds';
export { isValidEuVat } from './rules/businessIds';
export { isValidPostalCode } from './rules/businessIds';
export { businessIdProblem } from './rules/businessIds';
export type { BusinessIdName } from './rules/businessIds';
export type { BusinessIdProblem } from './rules/businessIds';
export { hasEuVat } from './rules/businessIds';
// Clinic orders (clinic activation).
export { CONTRACT_TERMS } from './rules/orders';
export { ORDER_MIN_DEVICES } from './rules/orders';
export { ORDER_MAX_DEVICES } from './rules/orders';
export { ORDER_AGREEMENTS } from './rules/orders';
export { ORDER_STATUSES } from './rules/orders';
export { FEE_CURRENCIES } from './rules/orders';
export { FEE_MAX_MINOR_UNITS } from './rules/orders';
export { SIGNATURE_METHODS } from './rules/orders';
export { SIGNATURE_MAX_STROKES } from './rules/orders';
export { SIGNATURE_MAX_POINTS } from './rules/orders';
export { canActivateOrder } from './rules/orders';
export { canSetOrderFee } from './rules/orders';
export type { ContractTerm } from './rules/orders';
export type { OrderAgreement } from './rules/orders';
export type { OrderStatus } from './rules/orders';
export type { FeeCurrency } from './rules/orders';
export type { SignatureMethod } from './rules/orders';
export { ORDER_SPECIAL_REQUESTS_MAX_LENGTH } from './schemas/orders';
export { SIGNER_NAME_MAX_LENGTH } from './schemas/orders';
export { ContractTermSchema } from './schemas/orders';
export { OrderStatusSchema } from './schemas/orders';
export { FeeCurrencySchema } from './schemas/orders';
export { SignatureInputSchema } from './schemas/orders';
export { SignatureSchema } from './schemas/orders';
export { SubmitOrderBodySchema } from './schemas/orders';
export { OrderFeeSchema } from './schemas/orders';
export { SetOrderFeeBodySchema } from './schemas/orders';
export { OrderSchema } from './schemas/orders';
export type { SignatureInput } from './schemas/orders';
export type { Signature } from './schemas/orders';
export type { SubmitOrderBody } from './schemas/orders';
export type { OrderFee } from './schemas/orders';
export type { SetOrderFeeBody } from './schemas/orders';
export type { Order } from './schemas/orders';

// Rehabilitation plans, payments and subscriptions (issue 24).
export {
  PLAN_IDS,
  PLAN_KINDS,
  OFFERED_PLAN_KINDS,
  PLAN_INTERVAL_UNITS,
  PLAN_CURRENCIES,
  CHECKOUT_STATUSES,
  CHECKOUT_FAILURE_REASONS,
  CHECKOUT_ORIGINS,
  SUBSCRIPTION_STATUSES,
  PAYMENT_PROVIDERS,
  SANDBOX_OUTCOMES,
  RECOVER_CODE_LENGTH,
  subscriptionGivesAccess,
  successPagePath,
} from './rules/payments';
export type {
  PlanId,
  PlanKind,
  OfferedPlanKind,
  PlanIntervalUnit,
  PlanCurrency,
  CheckoutStatus,
  CheckoutFailureReason,
  CheckoutOrigin,
  SubscriptionStatus,
  PaymentProviderName,
  SandboxOutcome,
} from './rules/payments';
export {
  REGISTRANT_NAME_MAX_LENGTH,
  PlanKindSchema,
  PlanIntervalUnitSchema,
  PlanCurrencySchema,
  CheckoutStatusSchema,
  CheckoutFailureReasonSchema,
  CheckoutOriginSchema,
  SubscriptionStatusSchema,
  PaymentProviderNameSchema,
  SandboxOutcomeSchema,
  OfferedPlanIdSchema,
  PlanPeriodSchema,
  PriceSchema,
  PlanSchema,
  PlansResponseSchema,
  RehabilitationConsentsSchema,
  RehabilitationSignupBodySchema,
  CheckoutStateSchema,
  CheckoutStartedSchema,
  CheckoutParamsSchema,
  WebhookParamsSchema,
  WebhookReceivedSchema,
  ChoosePlanBodySchema,
  SubscriptionSchema,
  CurrentPlanSchema,
  CustomerPortalSchema,
  RecoverCodeSchema,
  SetPhoneBodySchema,
  SandboxCheckoutSchema,
  SandboxOutcomeBodySchema,
  SandboxOutcomeResultSchema,
} from './schemas/payments';
export type {
  PlanPeriod,
  Price,
  Plan,
  RehabilitationSignupBody,
  CheckoutState,
  CheckoutStarted,
  ChoosePlanBody,
  Subscription,
  CurrentPlan,
  RecoverCode,
  SetPhoneBody,
  SandboxCheckout,
  SandboxOutcomeBody,
  SandboxOutcomeResult,
} from './schemas/payments';
export { PERMISSIONS } from './rules/permissions';
export { hasPermission } from './rules/permissions';
export type { Permission } from './rules/permissions';
export { MEMBER_STATUSES } from './schemas/members';
export { MEMBER_ACTIVE_DAYS } from './schemas/members';
export { MEMBER_LIST_DEFAULT_SIZE } from './schemas/members';
export { MEMBER_LIST_MAX_SIZE } from './schemas/members';
export { MEMBER_SORT_FIELDS } from './schemas/members';
export { RESIDENCE_SIZES } from './schemas/members';
export { WEIGHT_MIN_KG } from './schemas/members';
export { WEIGHT_MAX_KG } from './schemas/members';
export { PATIENT_TEXT_MAX_LENGTH } from './schemas/members';
export { SMS_CODE_LENGTH } from './schemas/members';
export { PATIENT_FIELD_NAMES } from './schemas/members';
export { PhoneSchema } from './schemas/members';
export { UniqueIdSchema } from './schemas/members';
export { IdentifierTypeSchema } from './schemas/members';
export { ResidenceSizeSchema } from './schemas/members';
export { WeightKgSchema } from './schemas/members';
export { PatientProfileSchema } from './schemas/members';
export { TeamMemberSchema } from './schemas/members';
export { MemberListQuerySchema } from './schemas/members';
export { TeamWithMembersSchema } from './schemas/members';
export { CreateMemberBodySchema } from './schemas/members';
export { CreateMemberResponseSchema } from './schemas/members';
export { UpdateMemberBodySchema } from './schemas/members';
export { UpdatePersonalDetailsBodySchema } from './schemas/members';
export { UpdateFullNameBodySchema } from './schemas/members';
export { SmsCodeResponseSchema } from './schemas/members';
export { MemberQuestionnaireSpecSchema } from './schemas/members';
export { MemberQuestionnaireSchema } from './schemas/members';
export { UpdateMemberQuestionnaireBodySchema } from './schemas/members';
export { EmployeeRoleSchema } from './schemas/members';
export { AddEmployeeBodySchema } from './schemas/members';
export { WeightSchema } from './schemas/members';
export { CreateWeightBodySchema } from './schemas/members';
export { WeightListQuerySchema } from './schemas/members';
export { WeightListSchema } from './schemas/members';
export type { MemberStatus } from './schemas/members';
export type { MemberSortField } from './schemas/members';
export type { ResidenceSize } from './schemas/members';
export type { PatientFieldName } from './schemas/members';
export type { PatientProfile } from './schemas/members';
export type { TeamMember } from './schemas/members';
export type { MemberListQuery } from './schemas/members';
export type { TeamWithMembers } from './schemas/members';
export type { CreateMemberBody } from './schemas/members';
export type { CreateMemberResponse } from './schemas/members';
export type { UpdateMemberBody } from './schemas/members';
export type { UpdatePersonalDetailsBody } from './schemas/members';
export type { UpdateFullNameBody } from './schemas/members';
export type { SmsCodeResponse } from './schemas/members';
export type { MemberQuestionnaireSpec } from './schemas/members';
export type { MemberQuestionnaire } from './schemas/members';
export type { UpdateMemberQuestionnaireBody } from './schemas/members';
export type { AddEmployeeBody } from './schemas/members';
export type { Weight } from './schemas/members';
export type { CreateWeightBody } from './schemas/members';
export type { WeightListQuery } from './schemas/members';
export type { WeightList } from './schemas/members';
export { INVITATION_STRATEGIES } from './schemas/invitations';
export { INVITATION_STATUSES } from './schemas/invitations';
export { InvitationSchema } from './schemas/invitations';
export { CreateInvitationBodySchema } from './schemas/invitations';
export { JoinTeamBodySchema } from './schemas/invitations';
export { FlagInvitationBodySchema } from './schemas/invitations';
export type { InvitationStatus } from './schemas/invitations';
export type { Invitation } from './schemas/invitations';
export type { CreateInvitationBody } from './schemas/invitations';
export type { JoinTeamBody } from './schemas/invitations';
export type { FlagInvitationBody } from './schemas/invitations';
export { TEAM_ADDRESS_MIN_LENGTH } from './schemas/teamSettings';
export { TEAM_DETAIL_MAX_LENGTH } from './schemas/teamSettings';
export { BusinessIdNameSchema } from './schemas/teamSettings';
export { UpdateTeamBodySchema } from './schemas/teamSettings';
export { validateTeamDetails } from './schemas/teamSettings';
export { TeamSpecsSchema } from './schemas/teamSettings';
export { businessIdNamesOf } from './schemas/teamSettings';
export { TEAM_SPECS } from './schemas/teamSettings';
export { LOGO_CONTENT_TYPES } from './schemas/teamSettings';
export { CovidIntakeSettingsSchema } from './schemas/teamSettings';
export type { CovidIntakeSettings } from './schemas/teamSettings';
export { LogoUploadBodySchema } from './schemas/teamSettings';
export { DeleteTeamBodySchema } from './schemas/teamSettings';
export { LogoUploadResponseSchema } from './schemas/teamSettings';
export { OrderCreatedResponseSchema } from './schemas/teamSettings';
export { NOTIFICATION_MODES } from './schemas/teamSettings';
export { NotificationModeSchema } from './schemas/teamSettings';
export { NotificationModesSchema } from './schemas/teamSettings';
export { MemberNotificationSettingsSchema } from './schemas/teamSettings';
export { UpdateNotificationSettingsBodySchema } from './schemas/teamSettings';
export { FEATURE_NAMES } from './schemas/teamSettings';
export { DEFAULT_CLINIC_FEATURES } from './schemas/teamSettings';
export { FeatureVisibilitySchema } from './schemas/teamSettings';
export { SetFeatureVisibilitiesBodySchema } from './schemas/teamSettings';
export { AdminTeamSchema } from './schemas/teamSettings';
export type { UpdateTeamBody } from './schemas/teamSettings';
export type { TeamSpecs } from './schemas/teamSettings';
export type { LogoUploadBody } from './schemas/teamSettings';
export type { DeleteTeamBody } from './schemas/teamSettings';
export type { LogoUploadResponse } from './schemas/teamSettings';
export { TeamLogoSchema } from './schemas/teamSettings';
export type { TeamLogo } from './schemas/teamSettings';
export type { OrderCreatedResponse } from './schemas/teamSettings';
export type { NotificationMode } from './schemas/teamSettings';
export type { MemberNotificationSettings } from './schemas/teamSettings';
export type { UpdateNotificationSettingsBody } from './schemas/teamSettings';
export type { FeatureName } from './schemas/teamSettings';
export type { FeatureVisibility } from './schemas/teamSettings';
export type { SetFeatureVisibilitiesBody } from './schemas/teamSettings';
export type { AdminTeam } from './schemas/teamSettings';
export { ISSUE_REPORT_CATEGORIES } from './schemas/issueReports';
export { ISSUE_DESCRIPTION_MAX_LENGTH } from './schemas/issueReports';
export { CreateIssueReportBodySchema } from './schemas/issueReports';
export { IssueReportSchema } from './schemas/issueReports';
export { IssueReportListQuerySchema } from './schemas/issueReports';
export { IssueReportListSchema } from './schemas/issueReports';
export type { IssueReportCategory } from './schemas/issueReports';
export type { CreateIssueReportBody } from './schemas/issueReports';
export type { IssueReport } from './schemas/issueReports';
export type { IssueReportListQuery } from './schemas/issueReports';
export type { IssueReportList } from './schemas/issueReports';
// End of people and clinic administration exports
// Examination reports
export {
  REPORT_EVENTS_MAX,
  ReportEventTypeSchema,
  DescriptionFindingsSchema,
  RespiratoryReportSchema,
  HolterHourSchema,
  HolterReportSchema,
  CovidReportSchema,
  ExaminationReportSchema,
  HrvTimeDomainSchema,
  HrvFrequencyDomainSchema,
  HrvReportSchema,
} from './schemas/examinationReport';
export type {
  ReportEventType,
  DescriptionFindings,
  RespiratoryReport,
  HolterHour,
  HolterReport,
  CovidReport,
  ExaminationReport,
  HrvReport,
} from './schemas/examinationReport';
// Qualifications to rehabilitation (issue 23)
export { qualificationsContract } from './contract/qualifications';
export {
  QUALIFICATION_STATES,
  QUALIFICATION_TRANSITIONS,
  FINAL_QUALIFICATION_STATES,
  FINAL_QUALIFICATION_TRANSITIONS,
  QUALIFICATION_GRAPH,
  FINAL_QUALIFICATION_GRAPH,
  nextQualificationLifecycle,
  nextFinalQualificationLifecycle,
  legalQualificationTransitions,
  legalFinalQualificationTransitions,
} from './rules/qualification/qualificationStates';
export type {
  QualificationState,
  QualificationTransition,
  FinalQualificationState,
  FinalQualificationTransition,
  QualificationLifecycle,
} from './rules/qualification/qualificationStates';
export {
  TRAINING_HEART_RATE_RESERVE_FRACTION,
  ageMaximalHeartRate,
  karvonenHeartRate,
  trainingHeartRate,
} from './rules/qualification/trainingHeartRate';
export {
  SPIROMETRY_SEXES,
  SPIROMETRY_INDICES,
  SPIROMETRY_MIN_AGE,
  SPIROMETRY_MAX_AGE,
  spirometryReference,
  percentPredicted,
} from './rules/qualification/spirometryReference';
export type {
  SpirometrySex,
  SpirometryIndex,
  SpirometrySubject,
  SpirometryReference,
} from './rules/qualification/spirometryReference';
export { BODE_MAX_SCORE, bodeIndex } from './rules/qualification/bodeIndex';
export type { BodeInputs } from './rules/qualification/bodeIndex';
export {
  REHABILITATION_MODELS,
  suggestedRehabilitationModel,
} from './rules/qualification/rehabilitationModel';
export type { RehabilitationModel } from './rules/qualification/rehabilitationModel';
export { qualificationFigures } from './rules/qualification/qualificationFigures';
export type {
  QualificationFigureInputs,
  ComputedQualificationFigures,
  ComputedSpirometryFigure,
} from './rules/qualification/qualificationFigures';
export {
  QUALIFICATION_TEXT_MAX_LENGTH,
  QUALIFICATION_NUMBER_BOUNDS,
  QUALIFICATION_DEVICE_ID_MAX_LENGTH,
  QUALIFICATION_PAGE_SIZE,
  QUALIFICATION_MAX_PAGE_SIZE,
  ALCOHOL_USE,
  SMOKING_STATUSES,
  HOUSEHOLD_TYPES,
  WORK_STATUSES,
  DISABILITY_DEGREES,
  QUALIFICATION_CONSULTATIONS,
  QualificationStateSchema,
  FinalQualificationStateSchema,
  RehabilitationModelSchema,
  SocialSurveySchema,
  HealthLimitsSchema,
  QualificationMeasurementsSchema,
  SpirometryMeasuredSchema,
  QualificationDetailsSchema,
  SpirometryFigureSchema,
  QualificationFiguresSchema,
  QualificationSchema,
  QualificationListQuerySchema,
  QualificationPageSchema,
  CreateQualificationBodySchema,
  QualificationTransitionBodySchema,
  FinalQualificationTransitionBodySchema,
  QualificationParamsSchema,
} from './schemas/qualifications';
export type {
  QualificationConsultation,
  QualificationNumberField,
  QualificationDetailsInput,
  QualificationDetails,
  SpirometryFigure,
  QualificationFigures,
  Qualification,
  QualificationListQuery,
  QualificationPage,
  CreateQualificationBody,
  QualificationTransitionBody,
  FinalQualificationTransitionBody,
} from './schemas/qualifications';
// Action plans (issue 23)
export { actionPlansContract } from './contract/actionPlans';
export {
  ACTION_PLAN_QUESTIONNAIRES,
  ACTION_PLAN_QUESTIONNAIRE_NAMES,
  CAT_IMPACT_LEVELS,
  actionPlanScore,
  catImpactLevel,
} from './rules/actionPlans/actionPlanQuestionnaires';
export type {
  ActionPlanQuestion,
  ActionPlanQuestionnaireDefinition,
  ActionPlanQuestionnaireName,
  ActionPlanAnswers,
  CatImpactLevel,
} from './rules/actionPlans/actionPlanQuestionnaires';
export {
  ACTION_STATUSES,
  STAFF_ACTION_STATUS_CHANGES,
  CURRENT_ACTION_STATUSES,
  mayChangeActionStatus,
  isActionAnswerable,
} from './rules/actionPlans/actionStatuses';
export type { ActionStatus } from './rules/actionPlans/actionStatuses';
export {
  ACTION_INSTRUCTIONS_MAX_LENGTH,
  ACTION_PLAN_MAX_NEW_ACTIONS,
  ActionPlanQuestionnaireNameSchema,
  ActionStatusSchema,
  ActionPlanQuestionSchema,
  ActionPlanQuestionnaireSchema,
  ActionPlanQuestionnairesSchema,
  ActionPlanAnswersSchema,
  questionnaireAnswersSchema,
  ActionPlanItemSchema,
  ActionPlanSchema,
  NewActionSchema,
  CreateActionPlanBodySchema,
  ActionStatusBodySchema,
  ActionAnswersBodySchema,
  ActionAnswersResultSchema,
  CurrentActionsSchema,
  ActionPlanExaminationParamsSchema,
  ActionParamsSchema,
  ActionPlanMemberParamsSchema,
} from './schemas/actionPlans';
export type {
  ActionPlanQuestionnaire,
  ActionPlanItem,
  ActionPlan,
  NewAction,
  CreateActionPlanBody,
  ActionStatusBody,
  ActionAnswersBody,
  ActionAnswersResult,
  CurrentActions,
} from './schemas/actionPlans';
export type { ActionPlanMessages } from './messages/domainMessageKeys';
// Rehabilitation programs, the clinic's library and patients' program history (issue 23)
export { programsContract } from './contract/programs';
export {
  ANSWER_KINDS,
  ANSWER_BOUNDS,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTION_MAX_OPTIONS,
  QuestionSchema,
  AnswerSchema,
  answerSchemaFor,
} from './rules/programs/answerKinds';
export type {
  AnswerKind,
  AnswerNumberField,
  Question,
  QuestionInput,
  Answer,
  AnswerInput,
} from './rules/programs/answerKinds';
export {
  PROGRAM_DAY_STATES,
  addDays,
  calendarDay,
  planProgramDays,
  nextProgramDayState,
  programAdherence,
} from './rules/programs/programDays';
export { TREND_PROPERTIES, answerTrends } from './rules/programs/answerTrends';
export type { AnswerTrend } from './rules/programs/answerTrends';
export type {
  ProgramAdherence,
  ProgramDayState,
  ProgramDayEvent,
  ScheduledStep,
  PlannedDay,
} from './rules/programs/programDays';
export {
  RICH_TEXT_BLOCK_TYPES,
  RICH_TEXT_MAX_BLOCKS,
  RICH_TEXT_MAX_BLOCK_LENGTH,
  RichTextSchema,
} from './schemas/richText';
export type { RichText, RichTextInput, RichTextBlock, RichTextRun } from './schemas/richText';
export {
  PROGRAM_TITLE_MIN_LENGTH,
  PROGRAM_TITLE_MAX_LENGTH,
  SERIES_DESCRIPTION_MAX_LENGTH,
  PROGRAM_MAX_STEPS,
  STEP_MAX_SERIES,
  SERIES_MAX_QUESTIONS,
  STEP_MAX_DURATION_DAYS,
  STEP_MAX_REST_DAYS,
  PROGRAM_MAX_START_OFFSET_DAYS,
  PROGRAM_MAX_DAYS_OFF,
  PROGRAM_MAX_RESTRICTED_MEMBERS,
  PROGRAM_PAGE_SIZE,
  PROGRAM_MAX_PAGE_SIZE,
  PROGRAM_LIST_STATUSES,
  LIBRARY_ITEM_KINDS,
  WebUrlSchema,
  SeriesSchema,
  StepSchema,
  ProgramDetailsSchema,
  ProgramSchema,
  ProgramListQuerySchema,
  ProgramPageSchema,
  ProgramParamsSchema,
  CreateLibraryItemBodySchema,
  LibraryItemSchema,
  LibraryListQuerySchema,
  LibraryPageSchema,
  LibraryItemParamsSchema,
  RecordedAnswerSchema,
  ProgramDayStateSchema,
  ProgramDaySchema,
  ProgramAssignmentSchema,
  ProgramHistorySchema,
  AssignProgramBodySchema,
  ProgramDayParamsSchema,
  RecordProgramDayBodySchema,
} from './schemas/programs';
export type {
  Series,
  SeriesInput,
  Step,
  StepInput,
  ProgramDetails,
  ProgramDetailsInput,
  Program,
  ProgramListStatus,
  ProgramListQuery,
  ProgramPage,
  LibraryItemKind,
  CreateLibraryItemBody,
  LibraryItem,
  LibraryListQuery,
  LibraryPage,
  RecordedAnswer,
  ProgramDay,
  ProgramAssignment,
  ProgramHistory,
  AssignProgramBody,
  RecordProgramDayBody,
} from './schemas/programs';
