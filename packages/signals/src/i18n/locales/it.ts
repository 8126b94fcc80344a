import type { SignalsStrings } from './en-GB';

/** The signal viewer's strings in Italian. */
export const it: SignalsStrings = {
  viewer: {
    label: 'Segnali',
    roleDescription: 'visualizzatore di segnali',
    instructions:
      'Le frecce sinistra e destra spostano la finestra, più e meno cambiano lo zoom, Home e Fine vanno all’inizio e alla fine della registrazione.',
    summary: 'Canali: {{channels}}. Finestra da {{start}} a {{end}}.',
    loading: 'Caricamento dei segnali…',
    failed: 'Impossibile caricare i segnali.',
    paperSpeed: '{{speed}} mm/s',
  },
  track: {
    calibration: '{{calibration}} mm/mV',
    fittedScale: 'adattata',
    autoScale: 'automatica',
    gain: '×{{gain}}',
    reversed: 'invertita',
    fit: 'Adatta {{channel}} alla traccia',
    amplify: 'Aumenta l’ampiezza di {{channel}}',
    attenuate: 'Riduci l’ampiezza di {{channel}}',
    reverse: 'Inverti la polarità di {{channel}}',
    controls: 'Controlli di {{channel}}',
  },
};
