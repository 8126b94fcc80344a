import type { UiStrings } from './en-GB';

/** The design system's own strings in Polish. */
export const pl: UiStrings = {
  common: {
    close: 'Zamknij',
    loading: 'Ładowanie…',
    dismiss: 'Odrzuć',
    confirm: 'Potwierdź',
    cancel: 'Anuluj',
  },
  passwordField: { show: 'Pokaż hasło', hide: 'Ukryj hasło' },
  select: { placeholder: 'Wybierz opcję' },
  toast: { regionLabel: 'Powiadomienia' },
  network: { offline: 'Jesteś offline, sprawdź połączenie z internetem' },
  cookieBanner: {
    label: 'Zgoda na pliki cookie',
    message:
      'Używamy plików cookie niezbędnych do działania platformy i do zapamiętywania Twoich preferencji.',
    privacyPolicy: 'Polityka prywatności',
    accept: 'Akceptuję',
  },
  appShell: { skipToContent: 'Przejdź do treści głównej', navigation: 'Nawigacja główna' },
  breadcrumbs: { label: 'Ścieżka nawigacji' },
  emptyState: { title: 'Brak danych do wyświetlenia' },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  examinationStatus: {
    PENDING: 'Oczekujące',
    IN_PROGRESS: 'W trakcie',
    FOR_DESCRIPTION: 'Do opisu',
    DESCRIBED: 'Opisane',
    FINISHED: 'Zakończone',
    FAILED: 'Nieudane',
    ARCHIVED: 'Zarchiwizowane',
  },
};
