import type { UiStrings } from './en-GB';

/** The design system's own strings in German. */
export const de: UiStrings = {
  common: {
    close: 'Schließen',
    loading: 'Wird geladen…',
    dismiss: 'Ausblenden',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  passwordField: { show: 'Passwort anzeigen', hide: 'Passwort verbergen' },
  select: { placeholder: 'Option auswählen' },
  toast: { regionLabel: 'Benachrichtigungen' },
  network: { offline: 'Sie sind offline, überprüfen Sie Ihre Internetverbindung' },
  cookieBanner: {
    label: 'Cookie-Einwilligung',
    message:
      'Wir verwenden Cookies, die für den Betrieb der Plattform erforderlich sind und Ihre Einstellungen speichern.',
    privacyPolicy: 'Datenschutzerklärung',
    accept: 'Akzeptieren',
  },
  appShell: { skipToContent: 'Zum Hauptinhalt springen', navigation: 'Hauptnavigation' },
  breadcrumbs: { label: 'Brotkrumennavigation' },
  emptyState: { title: 'Nichts anzuzeigen' },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  examinationStatus: {
    PENDING: 'Ausstehend',
    IN_PROGRESS: 'Läuft',
    FOR_DESCRIPTION: 'Zur Befundung',
    DESCRIBED: 'Befundet',
    FINISHED: 'Abgeschlossen',
    FAILED: 'Fehlgeschlagen',
    ARCHIVED: 'Archiviert',
  },
};
