import type { UiStrings } from './en-GB';

/** The design system's own strings in Italian. */
export const it: UiStrings = {
  common: {
    close: 'Chiudi',
    loading: 'Caricamento…',
    dismiss: 'Ignora',
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  passwordField: { show: 'Mostra password', hide: 'Nascondi password' },
  select: { placeholder: "Seleziona un'opzione" },
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
  duration: { hours: 'h', minutes: 'min', seconds: 's' },
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
