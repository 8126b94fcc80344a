import { reportResources } from '@telemed/domain';
import type { ReportPdfStrings } from './en-GB';

/** The PDF report's strings in Italian. */
export const it: ReportPdfStrings = {
  titles: {
    full: 'Referto dell’esame',
    holter: 'Referto Holter ECG',
    covid: 'Referto del monitoraggio domiciliare COVID',
    hrv: 'Referto della variabilità della frequenza cardiaca (HRV)',
  },
  page: 'Pagina {{page}} di {{pages}}',
  stripScale: '{{speed}} mm/s, {{gain}} mm/mV',
  noHolter:
    'L’ECG di questo esame non è stato analizzato, quindi il referto non ha ancora la sezione Holter.',
  noCovid: 'Questo esame non ha dati di monitoraggio domiciliare.',
  // The report pages' own wording, from @telemed/domain: paper and screen say the same.
  ...reportResources.it,
  statistics: {
    type: 'Tipo',
    count: 'Numero',
    perHour: 'Per ora',
    none: 'Nessun evento',
    counted: "Tempo contato per l'AHI (senza veglia e segnale inutilizzabile)",
    events: 'Eventi',
    recorded: 'Tempo registrato',
    analyzed: 'Tempo analizzato',
    planned: "Durata prevista dell'esame",
  },
  respiratoryTable: {
    total: 'Tutte le apnee e ipopnee',
    apneaTable: 'Apnee e ipopnee',
    meanDuration: 'Durata media (s)',
    longest: 'Più lunga (s)',
    noPositions: 'Questa registrazione non ha un canale di posizione corporea.',
    positionChart: 'Posizione corporea durante la registrazione: {{summary}}',
    positionTable: 'Tempo e AHI in ogni posizione corporea',
    position: 'Posizione corporea',
    time: 'Tempo',
    share: 'Quota (%)',
    events: 'Apnee e ipopnee',
    ahi: 'AHI',
    positions: {
      ABDOMEN: 'Prono',
      CHEST: 'Supino',
      LEFT_SIDE: 'Fianco sinistro',
      RIGHT_SIDE: 'Fianco destro',
      STATIONARY: 'Eretto',
    },
  },
  description: {
    label: 'Descrizione del referto',
    automatic: {
      ahi: 'AHI {{ahi}} all’ora: {{severity}}.',
      odi: 'ODI {{odi}} all’ora.',
      centralPredominant: 'La maggior parte delle apnee è centrale.',
      cardiac:
        '{{sveb}} extrasistoli sopraventricolari e {{veb}} ventricolari; fibrillazione atriale: {{af}}, pause: {{pauses}}, tachicardia ventricolare: {{vt}}.',
      events: '{{count}} eventi in {{hours}} ore.',
      severity: {
        none: 'nessuna apnea del sonno',
        mild: 'apnea del sonno lieve',
        moderate: 'apnea del sonno moderata',
        severe: 'apnea del sonno grave',
      },
    },
  },
  examinationTypes: {
    holter_ecg: 'Holter ECG',
    sleep_apnea: 'Apnea notturna',
    covid: 'Monitoraggio domiciliare COVID',
    stress_inlab: 'Test da sforzo in laboratorio',
    gameinn: 'Esame basato su gioco',
    hrv: 'HRV',
    edf_dataset: 'Dataset EDF',
  },
  distribution: {
    saturationTitle: 'Distribuzione della saturazione',
    heartRateTitle: 'Distribuzione della frequenza cardiaca',
    rangeColumn: 'Intervallo',
    timeColumn: 'Tempo',
    shareColumn: 'Quota del tempo',
    beatsPerMinute: 'batt/min',
  },
};
