import type {
  ACTION_PLAN_QUESTIONNAIRES,
  ActionPlanQuestionnaireName,
  CatImpactLevel,
} from '../rules/actionPlans/actionPlanQuestionnaires';
import type { ActionStatus } from '../rules/actionPlans/actionStatuses';
import type { CovidExclusionStatement } from '../rules/covidIntake/covidIntakeOptions';
import { COVID_EXCLUSION_STATEMENTS } from '../rules/covidIntake/covidIntakeOptions';
import { VALIDATION_MESSAGES } from '../rules/validationConstraints';
import type { ValidationConstraint } from '../rules/validationConstraints';

/** The i18next namespace of the domain package's messages. */
export const DOMAIN_NAMESPACE = 'domain';

const ERROR_MESSAGE_NAMES = [
  'methodUnavailable',
  'requestAborted',
  'offline',
  'noClinicSelected',
  'tokenExpired',
  'applicationError',
  'unknownError',
  'avatarFailed',
  'registrationLinkExpired',
  'invalidOrExpiredToken',
  'newPasswordNotSet',
  'wrongCredentials',
  'accountNotConfirmed',
  'examinationNotFound',
  'examinationArchived',
  'examinationFrozen',
  'notATeamMember',
  'memberNotFound',
  'smsNotSent',
  'invitationNotFound',
  'featureVisibilitiesFailed',
  'issueReportFailed',
  'signalQualityTooLow',
  'notEnoughData',
  'signalMissingOrTooShort',
  'requestTimedOut',
  'invalidTaskType',
  'edfImportFailed',
  'qualificationStateChangeFailed',
  'planNotFound',
  'accountExists',
  'rehabilitationClinicUnavailable',
  'checkoutNotFound',
  'checkoutClosed',
  'noSubscription',
  'planAlreadyActive',
  'subscriptionNotChangeable',
  'customerPortalUnavailable',
  'recoverCodeNotFound',
  'invalidWebhookSignature',
  'paymentProviderUnavailable',
  'currentPlanFailed',
  'cardDeclined',
  'paymentFailed',
  'actionPlanNotFound',
  'demoRecordingNotOffered',
  'reportNotReady',
  'actionNotFound',
  'actionStatusChangeFailed',
  'actionClosed',
  'programArchived',
  'programDayClosed',
  'taskFileRemoved',
] as const;

const SUCCESS_MESSAGE_NAMES = [
  'accountConfirmed',
  'passwordChanged',
  'emailChanged',
  'registrationMailSent',
  'resetMailSent',
  'emailChangeMailSent',
  'examinationCreated',
  'examinationDeleted',
  'examinationArchived',
  'examinationRestored',
  'notificationSettingsSaved',
  'reportSubmitted',
  'patientReset',
  'invitationSent',
  'invitationAccepted',
  'teamDeleted',
  'teamDetailsSaved',
  'memberRemoved',
  'patientArchived',
  'patientRestored',
  'accountDeleted',
  'orderCreated',
  'questionnaireAnswered',
  'programDeleted',
  'libraryItemDeleted',
] as const;

export type ErrorMessageName = (typeof ERROR_MESSAGE_NAMES)[number];
export type SuccessMessageName = (typeof SUCCESS_MESSAGE_NAMES)[number];

type SectionKeys<Section extends string, Name extends string> = {
  readonly [Key in Name]: `${Section}.${Key}`;
};

function sectionKeys<Section extends string, Name extends string>(
  section: Section,
  names: readonly Name[],
): SectionKeys<Section, Name> {
  return Object.fromEntries(names.map((name) => [name, `${section}.${name}`])) as SectionKeys<
    Section,
    Name
  >;
}

/**
 * Keys of the client-side error texts (platform-core §8, clinical-domain §8).
 *
 * @example
 * t(ERROR_MESSAGE_KEYS.offline, { ns: DOMAIN_NAMESPACE }); // 'You are offline, check your internet connection'
 */
export const ERROR_MESSAGE_KEYS = sectionKeys('errors', ERROR_MESSAGE_NAMES);

/**
 * Keys of the success texts of the account calls.
 *
 * @example
 * t(SUCCESS_MESSAGE_KEYS.passwordChanged, { ns: DOMAIN_NAMESPACE }); // 'Password changed'
 */
export const SUCCESS_MESSAGE_KEYS = sectionKeys('success', SUCCESS_MESSAGE_NAMES);

/**
 * Keys of the server's validation constraints, `validation.<constraintKey>`; `minLength` and
 * `maxLength` take `{ min }` / `{ max }`.
 *
 * @example
 * t(VALIDATION_MESSAGE_KEYS.minLength, { ns: DOMAIN_NAMESPACE, min: 8 }); // 'min length 8'
 */
export const VALIDATION_MESSAGE_KEYS = sectionKeys(
  'validation',
  Object.keys(VALIDATION_MESSAGES) as ValidationConstraint[],
);

/**
 * Keys of the COVID intake's exclusion statements, `covidStatements.<statement>`.
 *
 * @example
 * t(COVID_STATEMENT_KEYS.pacemaker, { ns: DOMAIN_NAMESPACE }); // 'The patient has a pacemaker'
 */
export const COVID_STATEMENT_KEYS = sectionKeys('covidStatements', COVID_EXCLUSION_STATEMENTS);

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[ErrorMessageName];
export type SuccessMessageKey = (typeof SUCCESS_MESSAGE_KEYS)[SuccessMessageName];
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[ValidationConstraint];

export type CovidStatementKey = (typeof COVID_STATEMENT_KEYS)[CovidExclusionStatement];

/** Any key of the `domain` namespace. */
export type DomainMessageKey =
  ErrorMessageKey | SuccessMessageKey | ValidationMessageKey | CovidStatementKey;

/** The shape every language's `domain` resources have. */
export interface DomainMessages {
  errors: Record<ErrorMessageName, string>;
  success: Record<SuccessMessageName, string>;
  validation: Record<ValidationConstraint, string>;
  /** The COVID intake's exclusion statements (clinical-domain §5). */
  covidStatements: Record<CovidExclusionStatement, string>;
  /** The action plans' questionnaires, their questions and the actions' statuses. */
  actionPlans: ActionPlanMessages;
}

/** The question names of one questionnaire of the action plans' catalogue. */
type QuestionNames<Name extends ActionPlanQuestionnaireName> =
  (typeof ACTION_PLAN_QUESTIONNAIRES)[Name]['questions'][number]['name'];

/** The texts of the action plans (`actionPlans.*` of the `domain` namespace). */
export interface ActionPlanMessages {
  /** Each questionnaire's title. */
  questionnaires: Record<ActionPlanQuestionnaireName, string>;
  /** Each question's wording, by questionnaire (`actionPlans.questions.cat.cough`). */
  questions: { [Name in ActionPlanQuestionnaireName]: Record<QuestionNames<Name>, string> };
  /** The mMRC grades 0 to 4, each as the statement the patient picks. */
  mmrcGrades: readonly [string, string, string, string, string];
  statuses: Record<ActionStatus, string>;
  /** The CAT's impact levels. */
  catImpact: Record<CatImpactLevel, string>;
}
