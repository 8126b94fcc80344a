import type { Translation } from '../pluralStrings';
import type { UiStrings } from './en-GB';

/** The design system's own strings in German. */
export const de: Translation<UiStrings> = {
  common: {
    close: 'Schließen',
    loading: 'Wird geladen…',
    dismiss: 'Ausblenden',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  passwordField: { show: 'Passwort anzeigen', hide: 'Passwort verbergen' },
  select: { placeholder: 'Option auswählen' },
  datePicker: { time: 'Uhrzeit' },
  dateRangePicker: {
    save: 'Speichern',
    clear: 'Zeitraum löschen',
    presetsLabel: 'Vordefinierte Zeiträume',
    startTime: 'Startzeit',
    endTime: 'Endzeit',
    presets: {
      next8Hours: 'Nächste 8 Stunden',
      next14Days: 'Nächste 14 Tage',
      last24Hours: 'Letzte 24 Stunden',
    },
    errors: {
      empty: 'Der Zeitraum ist leer',
      startNotBeforeEnd: 'Das Startdatum darf nicht größer als oder gleich dem Enddatum sein',
      afterMax: 'Der Zeitraum endet nach dem spätesten zulässigen Datum',
      beforeMin: 'Der Zeitraum beginnt vor dem frühesten zulässigen Datum',
    },
  },
  comboBox: {
    noResults: 'Keine Ergebnisse',
    searching: 'Suche läuft…',
    limited: 'Ergebnisse auf {{limit}} begrenzt. Geben Sie mehr ein, um die Suche einzugrenzen.',
  },
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
  table: { empty: 'Nichts anzuzeigen', selection: 'Auswahl' },
  pagination: {
    label: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}}',
  },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  board: { cardCount_one: '{{count}} Karte', cardCount_other: '{{count}} Karten' },
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
