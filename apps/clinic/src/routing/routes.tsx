import { Preloader } from '@telemed/ui';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { legalDocumentIds } from '../legal/content/legalDocumentIds';
import { AppRoot } from '../shell/AppRoot';
import { PublicLayout } from '../shell/PublicLayout';
import { AdminGuard } from './AdminGuard';
import { lazyScreen } from './lazyScreen';
import { PatientScope } from './PatientScope';
import { RequireSession } from './RequireSession';
import { RouteErrorScreen } from './RouteErrorScreen';
import { titled, titledForPatient } from './routeHandle';
import type { RouteHandle } from './routeHandle';
import { TeamScope } from './TeamScope';

const legalDocument = lazyScreen(
  () => import('../screens/legal/LegalDocumentScreen'),
  'LegalDocumentScreen',
);

const clinicSettingsHandle: RouteHandle = { ...titled('clinicSettings'), anchorParam: 'hash' };

/** Routes of one clinic (`/clinic/:teamId/...`), spec platform-core §2. */
const clinicRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="examinations" replace /> },
  {
    path: 'libraries',
    handle: titled('libraries'),
    lazy: lazyScreen(() => import('../screens/programs/LibrariesScreen'), 'LibrariesScreen'),
  },
  {
    path: 'programs',
    handle: titled('programs'),
    children: [
      {
        index: true,
        lazy: lazyScreen(() => import('../screens/programs/ProgramsScreen'), 'ProgramsScreen'),
      },
      {
        path: ':programId',
        handle: titled('program'),
        lazy: lazyScreen(() => import('../screens/programs/ProgramScreen'), 'ProgramScreen'),
      },
      // The program editor (issue 23).
      {
        path: ':programId/edit',
        handle: titled('program'),
        lazy: lazyScreen(
          () => import('../screens/programs/editor/ProgramEditorScreen'),
          'ProgramEditorScreen',
        ),
      },
    ],
  },
  {
    path: 'members',
    handle: titled('members'),
    children: [
      {
        index: true,
        lazy: lazyScreen(() => import('../screens/members/MembersScreen'), 'MembersScreen'),
      },
      {
        path: ':memberId',
        handle: titled('member'),
        children: [
          {
            index: true,
            lazy: lazyScreen(
              () => import('../screens/members/patient/MemberScreen'),
              'MemberScreen',
            ),
          },
          {
            path: 'examinations/:examinationId/report',
            handle: titled('report'),
            lazy: lazyScreen(() => import('../screens/report/ReportScreen'), 'ReportScreen'),
          },
          {
            path: 'examinations/:examinationId/hrvreport',
            handle: titled('hrvReport'),
            lazy: lazyScreen(() => import('../screens/report/HrvReportScreen'), 'HrvReportScreen'),
          },
        ],
      },
    ],
  },
  {
    path: 'employees/:memberId',
    handle: titled('employee'),
    lazy: lazyScreen(() => import('../screens/members/employee/EmployeeScreen'), 'EmployeeScreen'),
  },
  {
    path: 'covid',
    handle: titled('covid'),
    lazy: lazyScreen(() => import('../screens/covid/CovidDashboardScreen'), 'CovidDashboardScreen'),
  },
  {
    path: 'examinations',
    handle: titled('examinations'),
    children: [
      {
        index: true,
        lazy: lazyScreen(
          () => import('../screens/examinations/ExaminationsScreen'),
          'ExaminationsScreen',
        ),
      },
      {
        path: ':examinationId/:start?/:end?',
        handle: titled('examination'),
        lazy: lazyScreen(
          () => import('../screens/examination/ExaminationScreen'),
          'ExaminationScreen',
        ),
      },
    ],
  },
  {
    path: 'annotations',
    handle: titled('annotations'),
    lazy: lazyScreen(() => import('../screens/annotations/AnnotationsScreen'), 'AnnotationsScreen'),
  },
  {
    path: 'pending-examinations',
    handle: titled('pendingExaminations'),
    lazy: lazyScreen(
      () => import('../screens/pendingExaminations/PendingExaminationsScreen'),
      'PendingExaminationsScreen',
    ),
  },
  {
    path: 'settings/:hash?',
    handle: clinicSettingsHandle,
    lazy: lazyScreen(
      () => import('../screens/clinicSettings/ClinicSettingsScreen'),
      'ClinicSettingsScreen',
    ),
  },
  {
    path: 'qualifications',
    handle: titled('qualifications'),
    children: [
      {
        index: true,
        lazy: lazyScreen(
          () => import('../screens/qualifications/QualificationsScreen'),
          'QualificationsScreen',
        ),
      },
      {
        path: ':qualificationId',
        handle: titled('qualification'),
        lazy: lazyScreen(
          () => import('../screens/qualifications/QualificationScreen'),
          'QualificationScreen',
        ),
      },
    ],
  },
  {
    path: 'orders/:orderId',
    handle: titled('order'),
    lazy: lazyScreen(() => import('../screens/orders/OrderScreen'), 'OrderScreen'),
  },
];

/**
 * The patient's own pages (`/my-health/...`, issue 26 "Every role has its own way in"): their
 * home across the clinics where they are a patient, and per clinic today's program day and the
 * reports of their examinations.
 */
const patientRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyScreen(() => import('../screens/patientHome/PatientHomeScreen'), 'PatientHomeScreen'),
  },
  {
    path: ':teamId',
    element: <PatientScope />,
    children: [
      {
        path: 'program',
        handle: titledForPatient('programDay'),
        lazy: lazyScreen(
          () => import('../screens/patientHome/ProgramDayScreen'),
          'ProgramDayScreen',
        ),
      },
      {
        path: 'members/:memberId/examinations/:examinationId/report',
        handle: titled('report'),
        lazy: lazyScreen(() => import('../screens/report/ReportScreen'), 'ReportScreen'),
      },
      {
        path: 'members/:memberId/examinations/:examinationId/hrvreport',
        handle: titled('hrvReport'),
        lazy: lazyScreen(() => import('../screens/report/HrvReportScreen'), 'HrvReportScreen'),
      },
    ],
  },
];

const legalTitles = {
  'service-terms': 'serviceTerms',
  'privacy-policy': 'privacyPolicy',
  'data-processing': 'dataProcessing',
  'subscription-services': 'subscriptionServices',
} as const;

/** Screens anyone may open, signed in or not. */
const publicRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    handle: titled('signIn'),
    lazy: lazyScreen(() => import('../screens/signIn/SignInScreen'), 'SignInScreen'),
  },
  {
    path: 'register',
    handle: titled('register'),
    lazy: lazyScreen(() => import('../screens/register/RegisterScreen'), 'RegisterScreen'),
  },
  {
    path: 'forgot-password',
    handle: titled('forgotPassword'),
    lazy: lazyScreen(
      () => import('../screens/forgotPassword/ForgotPasswordScreen'),
      'ForgotPasswordScreen',
    ),
  },
  {
    path: 'set-password',
    handle: titled('setPassword'),
    lazy: lazyScreen(() => import('../screens/setPassword/SetPasswordScreen'), 'SetPasswordScreen'),
  },
  {
    path: 'confirm/password-change',
    handle: titled('confirmPasswordChange'),
    lazy: lazyScreen(
      () => import('../screens/confirmPasswordChange/ConfirmPasswordChangeScreen'),
      'ConfirmPasswordChangeScreen',
    ),
  },
  {
    path: 'confirm/email/change',
    handle: titled('confirmEmailChange'),
    lazy: lazyScreen(
      () => import('../screens/confirmEmailChange/ConfirmEmailChangeScreen'),
      'ConfirmEmailChangeScreen',
    ),
  },
  {
    path: 'confirm/account',
    handle: titled('confirmAccount'),
    lazy: lazyScreen(
      () => import('../screens/confirmAccount/ConfirmAccountScreen'),
      'ConfirmAccountScreen',
    ),
  },
  {
    path: '404',
    handle: titled('notFound'),
    lazy: lazyScreen(() => import('../screens/notFound/NotFoundScreen'), 'NotFoundScreen'),
  },
  ...legalDocumentIds.map((document) => ({
    path: `:lang/${document}`,
    handle: titled(legalTitles[document]),
    lazy: legalDocument,
  })),
];

/** Screens behind sign-in, under the root "Patients". */
const protectedRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled('patients'),
    lazy: lazyScreen(() => import('../screens/members/PatientsScreen'), 'PatientsScreen'),
  },
  {
    path: 'settings',
    handle: titled('settings'),
    lazy: lazyScreen(
      () => import('../screens/userSettings/UserSettingsScreen'),
      'UserSettingsScreen',
    ),
  },
  {
    path: 'actions',
    handle: titled('actions'),
    lazy: lazyScreen(
      () => import('../screens/actionPlans/PatientActionsScreen'),
      'PatientActionsScreen',
    ),
  },
  {
    path: 'invitations',
    handle: titled('invitations'),
    lazy: lazyScreen(() => import('../screens/invitations/InvitationsScreen'), 'InvitationsScreen'),
  },
  // The signed-in user's plan (issue 24): every role has one, a patient (role user) included.
  {
    path: 'subscription',
    handle: titled('subscription'),
    lazy: lazyScreen(
      () => import('../screens/subscription/SubscriptionScreen'),
      'SubscriptionScreen',
    ),
  },
  {
    path: 'admin',
    handle: titled('administration'),
    element: <AdminGuard />,
    children: [
      { index: true, element: <Navigate to="features" replace /> },
      {
        path: 'features',
        handle: titled('features'),
        lazy: lazyScreen(() => import('../screens/adminFeatures/FeaturesScreen'), 'FeaturesScreen'),
      },
      {
        path: 'orders',
        handle: titled('orders'),
        lazy: lazyScreen(() => import('../screens/adminOrders/OrdersScreen'), 'OrdersScreen'),
      },
      {
        path: 'issue-reports',
        handle: titled('issueReports'),
        lazy: lazyScreen(
          () => import('../screens/adminIssueReports/IssueReportsScreen'),
          'IssueReportsScreen',
        ),
      },
    ],
  },
  { path: 'clinic/:teamId', element: <TeamScope />, children: clinicRoutes },
  { path: 'my-health', handle: titledForPatient('home'), children: patientRoutes },
];

/**
 * The portal's route table. Every screen is a lazy chunk; error elements sit inside the layouts
 * so a failed chunk shows its retry screen within the page frame instead of a blank page.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <Preloader />,
    children: [
      {
        element: <PublicLayout />,
        children: [{ errorElement: <RouteErrorScreen />, children: publicRoutes }],
      },
      {
        element: <RequireSession />,
        children: [
          {
            // The signed-in frame (team picker, user menu, issue reports) is a chunk of its own:
            // the public screens never load it.
            lazy: lazyScreen(() => import('../shell/ClinicLayout'), 'ClinicLayout'),
            children: [{ errorElement: <RouteErrorScreen />, children: protectedRoutes }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
