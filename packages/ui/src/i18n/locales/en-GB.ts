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
  datePicker: { time: 'Time' },
  dateRangePicker: {
    save: 'Save',
    clear: 'Clear the date range',
    presetsLabel: 'Preset ranges',
    startTime: 'Start time',
    endTime: 'End time',
    presets: {
      next8Hours: 'Next 8 hours',
      next14Days: 'Next 14 days',
      last24Hours: 'Last 24 hours',
    },
    errors: {
      empty: 'Range is empty',
      startNotBeforeEnd: 'Start date cannot be greater than or equal to end date',
      afterMax: 'The range ends after the latest allowed date',
      beforeMin: 'The range starts before the earliest allowed date',
    },
  },
  comboBox: {
    noResults: 'No results',
    searching: 'Searching…',
    limited: 'Results limited to {{limit}}. Type more to narrow the search.',
  },
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
  table: { empty: 'Nothing to show', selection: 'Selection' },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  board: { cardCount_one: '{{count}} card', cardCount_other: '{{count}} cards' },
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
