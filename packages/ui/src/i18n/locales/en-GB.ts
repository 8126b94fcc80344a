/** The design system's own strings in British English, the fallback language. */
export const enGB = {
  common: {
    close: 'Close',
    loading: 'Loading…',
    dismiss: 'Dismiss',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  passwordField: { show: 'Show password', hide: 'Hide password' },
  select: { placeholder: 'Select an option' },
  toast: { regionLabel: 'Notifications' },
  network: { offline: 'You are offline, check your internet connection' },
  cookieBanner: {
    label: 'Cookie consent',
    message:
      'We use cookies that are necessary for the platform to work and to remember your preferences.',
    privacyPolicy: 'Privacy policy',
    accept: 'Accept',
  },
  appShell: { skipToContent: 'Skip to main content', navigation: 'Main navigation' },
  breadcrumbs: { label: 'Breadcrumbs' },
  emptyState: { title: 'Nothing to show' },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  examinationStatus: {
    PENDING: 'Pending',
    IN_PROGRESS: 'In progress',
    FOR_DESCRIPTION: 'For description',
    DESCRIBED: 'Described',
    FINISHED: 'Finished',
    FAILED: 'Failed',
    ARCHIVED: 'Archived',
  },
};

/** The shape every language's `ui` strings must have. */
export type UiStrings = typeof enGB;
