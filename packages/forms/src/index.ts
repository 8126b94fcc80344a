// i18n
export { formsResources } from './i18n/formsResources';
export { formsStrings, FORMS_NAMESPACE } from './i18n/formsStrings';
export type { FormsStrings } from './i18n/locales/en-GB';

// Examination range and types
export {
  defaultExaminationRange,
  examinationRangePresets,
  validateExaminationRange,
} from './examination/examinationRange';
export type {
  DateRange,
  DateRangePresetId,
  ExaminationRangeError,
} from './examination/examinationRange';
export {
  defaultRangeValue,
  rangePresets,
  toDateRange,
  toRangeValue,
  wholeMinute,
} from './examination/examinationRangeValue';
export type { ExaminationRangeValue } from './examination/examinationRangeValue';
export { offeredExaminationSpecs } from './examination/offeredExaminationSpecs';

// Questionnaires
export { issuesFromValidationErrors, QUESTIONNAIRE_PREFIX } from './questionnaire/fieldIssues';
export type { FieldIssue, FieldIssues } from './questionnaire/fieldIssues';
export {
  EMPTY_QUESTIONNAIRE,
  questionnaireAnswers,
  questionnaireIssues,
} from './questionnaire/questionnaireDraft';
export type { AnswerDraft, QuestionnaireDraft } from './questionnaire/questionnaireDraft';
export { QuestionnaireFields } from './questionnaire/QuestionnaireFields';
export type { QuestionnaireFieldsProps } from './questionnaire/QuestionnaireFields';

// COVID intake
export {
  covidIntakeMachine,
  covidIntakeIssues,
  isCovidSaveBlocked,
  isCovidIntakeChanged,
  shownCovidIntakeIssues,
} from './machines/covidIntake/covidIntakeMachine';
export type {
  CovidAnswer,
  CovidIntakeContext,
  CovidIntakeEmitted,
  CovidIntakeEvent,
  CovidIntakeInput,
  CovidIntakeOutcome,
  CovidIntakeSnapshot,
} from './machines/covidIntake/covidIntakeMachine';
export { covidIntakeActors } from './machines/covidIntake/covidIntakeServices';
export { covidIntakeApiServices } from './machines/covidIntake/covidIntakeApiServices';
export type {
  CovidIntakeServices,
  SaveCovidExaminationInput,
} from './machines/covidIntake/covidIntakeServices';
export { covidServerIssues, localCovidIssues } from './machines/covidIntake/covidIntakeIssues';
export { COVID_SECTIONS, shownCovidSections } from './covidIntake/covidIntakeLayout';
export type {
  CovidFieldControl,
  CovidFieldLayout,
  CovidSectionLayout,
} from './covidIntake/covidIntakeLayout';
export type { CovidFieldIssue, CovidFieldIssues } from './machines/covidIntake/covidIntakeIssues';

// Add examination
export {
  addExaminationMachine,
  addExaminationIssues,
  chosenSpec,
  isCovidDraft,
  isAddExaminationSaveDisabled,
  shownAddExaminationIssues,
  REQUIRED_ADD_EXAMINATION_FIELDS,
  SERVER_CHECK_DELAY_MS,
} from './machines/addExamination/addExaminationMachine';
export type {
  AddExaminationContext,
  AddExaminationEmitted,
  AddExaminationEvent,
  AddExaminationInput,
  AddExaminationSnapshot,
  CreateExaminationInput,
  OfferedExaminationTypes,
  RequiredAddExaminationField,
} from './machines/addExamination/addExaminationMachine';
export { addExaminationActors } from './machines/addExamination/addExaminationServices';
export type { AddExaminationServices } from './machines/addExamination/addExaminationServices';
export { addExaminationApiServices } from './machines/addExamination/addExaminationApiServices';
export {
  createExaminationBody,
  draftIssues,
  initialDraft,
  isSaveBlocked,
} from './machines/addExamination/addExaminationDraft';
export type { AddExaminationDraft } from './machines/addExamination/addExaminationDraft';
export { AddExaminationDialog } from './components/AddExaminationDialog/AddExaminationDialog';
export type { AddExaminationDialogProps } from './components/AddExaminationDialog/AddExaminationDialog';

// Patient record
export {
  EMPTY_PATIENT_DRAFT,
  PATIENT_TEXT_FIELDS,
  hasPatientChanges,
  newPatientBody,
  patientChanges,
  patientDraftOf,
} from './machines/patientDraft/patientDraft';
export type {
  NewPatientBody,
  PatientChanges,
  PatientDraft,
} from './machines/patientDraft/patientDraft';
export { patientDraftMachine } from './machines/patientDraft/patientDraftMachine';
export type {
  CreatePatientInput,
  PatientDraftContext,
  PatientDraftEmitted,
  PatientDraftEvent,
  PatientDraftInput,
  UpdatePatientInput,
} from './machines/patientDraft/patientDraftMachine';
export { patientDraftActors } from './machines/patientDraft/patientDraftServices';
export type { PatientDraftServices } from './machines/patientDraft/patientDraftServices';
export { PatientFormDialog } from './components/PatientFormDialog/PatientFormDialog';
export type {
  PatientFormDialogProps,
  PatientSaveOutcome,
} from './components/PatientFormDialog/PatientFormDialog';
export { PatientFields, PATIENT_FORM_FIELDS } from './components/PatientFormDialog/PatientFields';
export type { PatientFieldsProps } from './components/PatientFormDialog/PatientFields';

// Validation texts
export { useFieldErrorText, useSchemaRule } from './validation/useFieldErrorText';
export type { FieldValidation } from './validation/useFieldErrorText';
export { failureFeedback, failureText } from './validation/failureFeedback';
export type { DescribeFailure, FailureFeedback } from './validation/failureFeedback';

// Event saving
export {
  eventSavingMachine,
  eventSaveProgress,
  localIdOf,
  serverIdOf,
  SAVE_RETRY_DELAYS_MS,
} from './machines/eventSaving/eventSavingMachine';
export type {
  CreatedEventId,
  EventSaveFailure,
  EventSaveProgress,
  EventSavingContext,
  EventSavingEvent,
  EventSavingInput,
  EventSavingSnapshot,
  SaveEditInput,
  SavedEdit,
} from './machines/eventSaving/eventSavingMachine';
export {
  changedEventFields,
  createEventBody,
  isTransientFailure,
} from './machines/eventSaving/eventRequests';
export { eventSavingActors, saveEventEdit } from './machines/eventSaving/eventSavingServices';
export type { EventSavingServices } from './machines/eventSaving/eventSavingServices';
export { EventSaveStatus } from './components/EventSaveStatus/EventSaveStatus';
export type { EventSaveStatusProps } from './components/EventSaveStatus/EventSaveStatus';

// Background tasks
export { taskLifecycleMachine } from './machines/taskLifecycle/taskLifecycleMachine';
export type {
  FollowedTask,
  TaskLifecycleContext,
  TaskLifecycleEmitted,
  TaskLifecycleEvent,
  TaskLifecycleSnapshot,
  TaskProgress,
  TaskUpdate,
  WatchTaskInput,
} from './machines/taskLifecycle/taskLifecycleMachine';
export { taskLifecycleActors } from './machines/taskLifecycle/taskLifecycleServices';
export type { TaskLifecycleServices } from './machines/taskLifecycle/taskLifecycleServices';
export { TaskStatus } from './components/TaskStatus/TaskStatus';
export { followedTask } from './machines/taskLifecycle/followedTask';
export { TaskCentre } from './components/TaskCentre/TaskCentre';
export type { TaskCentreProps } from './components/TaskCentre/TaskCentre';
export type { TaskCentreAction } from './components/TaskCentre/TaskCentreItem';
export type { TaskStatusProps } from './components/TaskStatus/TaskStatus';

// EDF import (clinical-domain §2 import dialog, §4 import states, §5 rules)
export { edfImportMachine } from './machines/edfImport/edfImportMachine';
export type {
  EdfFileCheck,
  EdfFileProblem,
  EdfFileProblemCode,
  EdfImportContext,
  EdfImportEmitted,
  EdfImportEvent,
  EdfImportSnapshot,
  EdfUploadEvent,
} from './machines/edfImport/edfImportMachine';
export { provideEdfImport } from './machines/edfImport/edfImportServices';
export type { EdfImportServices } from './machines/edfImport/edfImportServices';
export {
  DEFAULT_EXPORT_SAMPLING_RATE,
  edfExportMachine,
  exportRequest,
} from './machines/edfExport/edfExportMachine';
export type {
  EdfExportContext,
  EdfExportEmitted,
  EdfExportEvent,
  EdfExportInput,
  EdfExportSnapshot,
  ExportableChannel,
  ExportRange,
  ExportWindow,
  StartExportInput,
} from './machines/edfExport/edfExportMachine';
export { provideEdfExport } from './machines/edfExport/edfExportServices';
export { bulkInvitationMachine } from './machines/bulkInvitation/bulkInvitationMachine';
export type {
  BulkInvitationContext,
  BulkInvitationEmitted,
  BulkInvitationEvent,
  BulkInvitationResult,
  BulkInvitationSnapshot,
  StartInvitationsInput,
} from './machines/bulkInvitation/bulkInvitationMachine';
export { provideBulkInvitation } from './machines/bulkInvitation/bulkInvitationServices';
export type { BulkInvitationServices } from './machines/bulkInvitation/bulkInvitationServices';
export { parseAddresses } from './machines/bulkInvitation/parseAddresses';
export type { ParsedAddresses } from './machines/bulkInvitation/parseAddresses';
export type { EdfExportServices } from './machines/edfExport/edfExportServices';
export { BulkInvitationDialog } from './components/BulkInvitationDialog/BulkInvitationDialog';
export type {
  BulkInvitationDialogProps,
  RoleOption,
} from './components/BulkInvitationDialog/BulkInvitationDialog';
export { EdfExportDialog } from './components/EdfExportDialog/EdfExportDialog';
export type { EdfExportDialogProps } from './components/EdfExportDialog/EdfExportDialog';
export { EdfImportDialog } from './components/EdfImportDialog/EdfImportDialog';
export type { EdfImportDialogProps } from './components/EdfImportDialog/EdfImportDialog';
export {
  qualificationFormMachine,
  qualificationFormIssues,
  isQualificationChanged,
  stepIssues,
  offeredQualificationChanges,
} from './machines/qualificationForm/qualificationFormMachine';
export type {
  QualificationFormContext,
  QualificationFormEmitted,
  QualificationFormEvent,
  QualificationFormFailure,
  QualificationFormInput,
  QualificationFormSnapshot,
} from './machines/qualificationForm/qualificationFormMachine';
export { qualificationFormActors } from './machines/qualificationForm/qualificationFormServices';
export type {
  ChangeQualificationStateInput,
  QualificationChange,
  QualificationFormServices,
  QualificationRef,
  SaveQualificationInput,
} from './machines/qualificationForm/qualificationFormServices';
export { qualificationFormApiServices } from './machines/qualificationForm/qualificationFormApiServices';
export {
  QUALIFICATION_FORM_STEPS,
  isPropertyOfStep,
} from './machines/qualificationForm/qualificationFormSteps';
export type { QualificationFormStep } from './machines/qualificationForm/qualificationFormSteps';
export {
  localQualificationIssues,
  serverQualificationIssues,
} from './machines/qualificationForm/qualificationFormIssues';
export { QualificationForm } from './components/QualificationForm/QualificationForm';
export type { QualificationFormProps } from './components/QualificationForm/QualificationForm';
export { QualificationStateBadge } from './components/QualificationForm/QualificationStateBadge';
export type { QualificationStateBadgeProps } from './components/QualificationForm/QualificationStateBadge';
export { QualificationFigures } from './components/QualificationForm/QualificationFigures';
export type { QualificationFiguresProps } from './components/QualificationForm/QualificationFigures';
export { QualificationStateFilter } from './components/QualificationForm/QualificationStateFilter';
export type { QualificationStateFilterProps } from './components/QualificationForm/QualificationStateFilter';
export { StartQualificationDialog } from './components/QualificationForm/StartQualificationDialog';
export type { StartQualificationDialogProps } from './components/QualificationForm/StartQualificationDialog';

// Clinic order (clinic activation: clinical-domain §2, §3 "Order form", §5)
export { orderFormMachine } from './machines/orderForm/orderFormMachine';
export type {
  OrderFormContext,
  OrderFormEmitted,
  OrderFormEvent,
  OrderFormInput,
  OrderFormSnapshot,
  SubmitOrderInput,
} from './machines/orderForm/orderFormMachine';
export {
  changeOrderDraft,
  emptyOrderDraft,
  orderBody,
  orderDraftIssues,
} from './machines/orderForm/orderDraft';
export type { OrderDraft, SignatureDraft } from './machines/orderForm/orderDraft';
export { orderFormActors, orderFormApiServices } from './machines/orderForm/orderFormServices';
export type { OrderFormServices } from './machines/orderForm/orderFormServices';
export { OrderForm } from './components/OrderForm/OrderForm';
export type { OrderFormProps } from './components/OrderForm/OrderForm';
export { OrderSummary, formatOrderFee } from './components/OrderForm/OrderSummary';
export type { OrderSummaryProps } from './components/OrderForm/OrderSummary';

// Action plans
export { actionPlanCreationMachine } from './machines/actionPlan/actionPlanCreationMachine';
export type {
  ActionPlanCreationContext,
  ActionPlanCreationEmitted,
  ActionPlanCreationEvent,
  ActionPlanCreationSnapshot,
} from './machines/actionPlan/actionPlanCreationMachine';
export {
  answerIssues,
  questionnaireAnswerMachine,
  questionsOf,
} from './machines/actionPlan/questionnaireAnswerMachine';
export type {
  AnswerDraftValue,
  QuestionnaireAnswerContext,
  QuestionnaireAnswerEmitted,
  QuestionnaireAnswerEvent,
  QuestionnaireAnswerSnapshot,
} from './machines/actionPlan/questionnaireAnswerMachine';
export {
  actionPlanApiServices,
  actionPlanCreationActors,
  questionnaireAnswerActors,
} from './machines/actionPlan/actionPlanServices';
export type {
  ActionPlanServices,
  CreateActionPlanInput,
  SaveAnswersInput,
} from './machines/actionPlan/actionPlanServices';
export { ActionPlanActions } from './components/ActionPlan/ActionPlanActions';
export type { ActionPlanActionsProps } from './components/ActionPlan/ActionPlanActions';
export { ActionPlanEditor } from './components/ActionPlan/ActionPlanEditor';
export type { ActionPlanEditorProps } from './components/ActionPlan/ActionPlanEditor';
export { ActionStatusBadge } from './components/ActionPlan/ActionStatusBadge';
export type { ActionStatusBadgeProps } from './components/ActionPlan/ActionStatusBadge';
export { QuestionnaireAnswerForm } from './components/ActionPlan/QuestionnaireAnswerForm';
export type { QuestionnaireAnswerFormProps } from './components/ActionPlan/QuestionnaireAnswerForm';
export { ProgramDayForm } from './components/ProgramDayForm/ProgramDayForm';
export type { ProgramDayFormProps } from './components/ProgramDayForm/ProgramDayForm';
// Rehabilitation signup and the payment success pages' checkout status
export {
  signupMachine,
  signupIssues,
  shownSignupIssues,
} from './machines/rehabilitationSignup/signupMachine';
export type {
  SignupContext,
  SignupEvent,
  SignupFailure,
  SignupInput,
  SignupSnapshot,
} from './machines/rehabilitationSignup/signupMachine';
export {
  EMPTY_SIGNUP_DRAFT,
  SIGNUP_FIELDS,
  localSignupIssues,
  signupBody,
} from './machines/rehabilitationSignup/signupDraft';
export type {
  SignupChoice,
  SignupDraft,
  SignupField,
} from './machines/rehabilitationSignup/signupDraft';
export {
  CHECKOUT_POLL_MS,
  checkoutStatusMachine,
} from './machines/rehabilitationSignup/checkoutStatusMachine';
export type {
  CheckoutStatusContext,
  CheckoutStatusEvent,
  CheckoutStatusInput,
  CheckoutStatusSnapshot,
} from './machines/rehabilitationSignup/checkoutStatusMachine';
export { signupActors } from './machines/rehabilitationSignup/signupServices';
export type { SignupServices } from './machines/rehabilitationSignup/signupServices';
export { signupApiServices } from './machines/rehabilitationSignup/signupApiServices';

// Rehabilitation program editor
export {
  programEditorMachine,
  isProgramEditorChanged,
  programEditorIssues,
} from './machines/programEditor/programEditorMachine';
export type {
  ProgramEditorContext,
  ProgramEditorEmitted,
  ProgramEditorEvent,
  ProgramEditorInput,
  ProgramEditorSnapshot,
  ProgramFieldEvent,
} from './machines/programEditor/programEditorMachine';
export {
  programEditorActors,
  programEditorApiServices,
  LIBRARY_PICKER_LIMIT,
} from './machines/programEditor/programEditorServices';
export type {
  ProgramEditorServices,
  ProgramRef,
  SaveProgramInput,
} from './machines/programEditor/programEditorServices';
export { NEW_STEP_DAYS, programDraftIssues } from './machines/programEditor/programDraft';
export type {
  ProgramDraft,
  ProgramField,
  SeriesChanges,
  StepChanges,
} from './machines/programEditor/programDraft';

// Program editor parts
export { RichTextEditor } from './components/ProgramEditor/RichTextEditor';
/** The editor's item, header and field-row classes, for apps composing more of the editor. */
export * as programEditorStyles from './components/ProgramEditor/ProgramEditor.css';
export type { RichTextEditorProps } from './components/ProgramEditor/RichTextEditor';
export { QuestionEditor } from './components/ProgramEditor/QuestionEditor';
export type { QuestionEditorProps } from './components/ProgramEditor/QuestionEditor';
export { ReorderableList } from './components/ProgramEditor/ReorderableList';
export type { ReorderableListProps } from './components/ProgramEditor/ReorderableList';

// The portal's subscription page: current plan, cancel and resume, recover code, choose-plan modal
export { subscriptionMachine } from './machines/subscription/subscriptionMachine';
export type {
  SubscriptionAction,
  SubscriptionContext,
  SubscriptionEvent,
  SubscriptionFailure,
  SubscriptionSnapshot,
} from './machines/subscription/subscriptionMachine';
export { subscriptionActors } from './machines/subscription/subscriptionServices';
export type { SubscriptionServices } from './machines/subscription/subscriptionServices';
export { subscriptionApiServices } from './machines/subscription/subscriptionApiServices';

// The rehabilitation signup's personal details, on signupMachine
export { SignupForm } from './components/SignupForm/SignupForm';
export type { SignupFormProps, SignupLegalDocument } from './components/SignupForm/SignupForm';
