import { actionPlansContract } from './actionPlans';
import { analysisContract } from './analysis';
import { authContract } from './auth';
import { beatsContract } from './beats';
import { covidReportsContract } from './covidReports';
import { devOutboxContract } from './devOutbox';
import { ecgAnalysisContract } from './ecgAnalysis';
import { eventsContract } from './events';
import { examinationLookupsContract } from './examinationLookups';
import { examinationsContract } from './examinations';
import { featuresContract } from './features';
import { healthContract } from './health';
import { invitationsContract } from './invitations';
import { issueReportsContract } from './issueReports';
import { membersContract } from './members';
import { qualificationsContract } from './qualifications';
import { programsContract } from './programs';
import { ordersContract } from './orders';
import { paymentsContract, subscriptionContract } from './payments';
import { recordingsContract } from './recordings';
import { signalsContract } from './signals';
import {
  edfTasksContract,
  notificationTasksContract,
  reportPdfTasksContract,
  signalDownloadTasksContract,
} from './tasks';
import { teamSettingsContract } from './teamSettings';
import { teamsContract } from './teams';
import { uploadsContract } from './uploads';
import { usersContract } from './users';

/**
 * Every endpoint of the API, by resource: the one place an endpoint is declared. The server
 * registers its routes from these groups, {@link ApiClient} has one property per group and the
 * mock client serves them.
 */
export const contract = {
  health: healthContract,
  auth: authContract,
  users: usersContract,
  uploads: uploadsContract,
  teams: teamsContract,
  examinations: examinationsContract,
  examinationLookups: examinationLookupsContract,
  members: membersContract,
  invitations: invitationsContract,
  teamSettings: teamSettingsContract,
  features: featuresContract,
  orders: ordersContract,
  payments: paymentsContract,
  subscription: subscriptionContract,
  issueReports: issueReportsContract,
  recordings: recordingsContract,
  signals: signalsContract,
  events: eventsContract,
  analysis: analysisContract,
  covidReports: covidReportsContract,
  qualifications: qualificationsContract,
  actionPlans: actionPlansContract,
  programs: programsContract,
  beats: beatsContract,
  ecgAnalysis: ecgAnalysisContract,
  signalDownloadTasks: signalDownloadTasksContract,
  reportPdfTasks: reportPdfTasksContract,
  edfTasks: edfTasksContract,
  notificationTasks: notificationTasksContract,
  devOutbox: devOutboxContract,
} as const;

/** The contract's resource groups by name. */
export type Contract = typeof contract;
