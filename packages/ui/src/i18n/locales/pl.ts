import type { Translation } from '../pluralStrings';
import type { UiStrings } from './en-GB';

/** The design system's own strings in Polish. */
export const pl: Translation<UiStrings> = {
  common: {
    close: 'Zamknij',
    loading: 'Ładowanie…',
    dismiss: 'Odrzuć',
    confirm: 'Potwierdź',
    cancel: 'Anuluj',
  },
  passwordField: { show: 'Pokaż hasło', hide: 'Ukryj hasło' },
  select: { placeholder: 'Wybierz opcję' },
  datePicker: { time: 'Godzina' },
  dateRangePicker: {
    save: 'Zapisz',
    clear: 'Wyczyść zakres dat',
    presetsLabel: 'Gotowe zakresy',
    startTime: 'Godzina rozpoczęcia',
    endTime: 'Godzina zakończenia',
    presets: {
      next8Hours: 'Następne 8 godzin',
      next14Days: 'Następne 14 dni',
      last24Hours: 'Ostatnie 24 godziny',
    },
    errors: {
      empty: 'Zakres jest pusty',
      startNotBeforeEnd: 'Data rozpoczęcia nie może być późniejsza ani równa dacie zakończenia',
      afterMax: 'Zakres kończy się po najpóźniejszej dozwolonej dacie',
      beforeMin: 'Zakres zaczyna się przed najwcześniejszą dozwoloną datą',
    },
  },
  comboBox: {
    noResults: 'Brak wyników',
    searching: 'Wyszukiwanie…',
    limited: 'Wyniki ograniczono do {{limit}}. Wpisz więcej, aby zawęzić wyszukiwanie.',
  },
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
  table: { empty: 'Brak danych do wyświetlenia', selection: 'Zaznaczenie' },
  pagination: {
    label: 'Paginacja',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
    page: 'Strona {{page}}',
  },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  board: {
    cardCount_one: '{{count}} karta',
    cardCount_few: '{{count}} karty',
    cardCount_many: '{{count}} kart',
    cardCount_other: '{{count}} karty',
  },
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
