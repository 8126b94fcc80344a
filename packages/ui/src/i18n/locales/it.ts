import type { Translation } from '../pluralStrings';
import type { UiStrings } from './en-GB';

/** The design system's own strings in Italian. */
export const it: Translation<UiStrings> = {
  common: {
    close: 'Chiudi',
    loading: 'Caricamento…',
    dismiss: 'Ignora',
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  passwordField: { show: 'Mostra password', hide: 'Nascondi password' },
  select: { placeholder: "Seleziona un'opzione" },
  datePicker: { time: 'Ora' },
  dateRangePicker: {
    save: 'Salva',
    clear: "Cancella l'intervallo di date",
    presetsLabel: 'Intervalli predefiniti',
    startTime: 'Ora di inizio',
    endTime: 'Ora di fine',
    presets: {
      next8Hours: 'Prossime 8 ore',
      next14Days: 'Prossimi 14 giorni',
      last24Hours: 'Ultime 24 ore',
    },
    errors: {
      empty: "L'intervallo è vuoto",
      startNotBeforeEnd: 'La data di inizio non può essere successiva o uguale alla data di fine',
      afterMax: "L'intervallo termina dopo l'ultima data consentita",
      beforeMin: "L'intervallo inizia prima della prima data consentita",
    },
  },
  comboBox: {
    noResults: 'Nessun risultato',
    searching: 'Ricerca in corso…',
    limited: 'Risultati limitati a {{limit}}. Digita altro per restringere la ricerca.',
  },
  toast: { regionLabel: 'Notifiche' },
  network: { offline: 'Sei offline, controlla la connessione a internet' },
  cookieBanner: {
    label: 'Consenso ai cookie',
    message:
      'Utilizziamo i cookie necessari al funzionamento della piattaforma e per ricordare le tue preferenze.',
    privacyPolicy: 'Informativa sulla privacy',
    accept: 'Accetta',
  },
  appShell: { skipToContent: 'Vai al contenuto principale', navigation: 'Navigazione principale' },
  breadcrumbs: { label: 'Percorso di navigazione' },
  emptyState: { title: 'Niente da mostrare' },
  table: { empty: 'Niente da mostrare', selection: 'Selezione' },
  pagination: {
    label: 'Paginazione',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: 'Pagina {{page}}',
  },
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
  board: {
    cardCount_one: '{{count}} scheda',
    cardCount_many: '{{count}} di schede',
    cardCount_other: '{{count}} schede',
  },
  examinationStatus: {
    PENDING: 'In attesa',
    IN_PROGRESS: 'In corso',
    FOR_DESCRIPTION: 'Da refertare',
    DESCRIBED: 'Refertato',
    FINISHED: 'Completato',
    FAILED: 'Non riuscito',
    ARCHIVED: 'Archiviato',
  },
};
