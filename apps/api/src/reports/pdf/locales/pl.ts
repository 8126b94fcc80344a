import { reportResources } from '@telemed/domain';
import type { ReportPdfStrings } from './en-GB';

/** The PDF report's strings in Polish. */
export const pl: ReportPdfStrings = {
  titles: {
    full: 'Raport z badania',
    holter: 'Raport z badania Holter EKG',
    covid: 'Raport z monitorowania domowego COVID',
    hrv: 'Raport zmienności rytmu serca (HRV)',
  },
  page: 'Strona {{page}} z {{pages}}',
  stripScale: '{{speed}} mm/s, {{gain}} mm/mV',
  noHolter:
    'EKG tego badania nie zostało przeanalizowane, więc raport nie ma jeszcze części Holter.',
  noCovid: 'To badanie nie ma danych z monitorowania domowego.',
  // The report pages' own wording, from @telemed/domain: paper and screen say the same.
  ...reportResources.pl,
  statistics: {
    type: 'Typ',
    count: 'Liczba',
    perHour: 'Na godzinę',
    none: 'Brak zdarzeń',
    counted: 'Czas liczony do AHI (bez czuwania i nieprzydatnego sygnału)',
    events: 'Zdarzenia',
    recorded: 'Czas zapisu',
    analyzed: 'Czas analizy',
    planned: 'Planowany czas badania',
  },
  respiratoryTable: {
    total: 'Wszystkie bezdechy i spłycenia oddechu',
    apneaTable: 'Bezdechy i spłycenia oddechu',
    meanDuration: 'Średni czas (s)',
    longest: 'Najdłuższy (s)',
    noPositions: 'To nagranie nie ma kanału pozycji ciała.',
    positionChart: 'Pozycja ciała w czasie nagrania: {{summary}}',
    positionTable: 'Czas i AHI w każdej pozycji ciała',
    position: 'Pozycja ciała',
    time: 'Czas',
    share: 'Udział (%)',
    events: 'Bezdechy i spłycenia',
    ahi: 'AHI',
    positions: {
      ABDOMEN: 'Na brzuchu',
      CHEST: 'Na plecach',
      LEFT_SIDE: 'Na lewym boku',
      RIGHT_SIDE: 'Na prawym boku',
      STATIONARY: 'Pionowo',
    },
  },
  description: {
    label: 'Opis raportu',
    automatic: {
      ahi: 'AHI {{ahi}} na godzinę: {{severity}}.',
      odi: 'ODI {{odi}} na godzinę.',
      centralPredominant: 'Większość bezdechów to bezdechy centralne.',
      cardiac:
        'Pobudzenia nadkomorowe: {{sveb}}, komorowe: {{veb}}; migotanie przedsionków: {{af}}, pauzy: {{pauses}}, częstoskurcz komorowy: {{vt}}.',
      events: 'Zdarzenia: {{count}} w ciągu {{hours}} h.',
      severity: {
        none: 'bez bezdechu sennego',
        mild: 'łagodny bezdech senny',
        moderate: 'umiarkowany bezdech senny',
        severe: 'ciężki bezdech senny',
      },
    },
  },
  examinationTypes: {
    holter_ecg: 'Holter EKG',
    sleep_apnea: 'Bezdech senny',
    covid: 'Monitorowanie domowe COVID',
    stress_inlab: 'Próba wysiłkowa w pracowni',
    gameinn: 'Badanie oparte na grze',
    hrv: 'HRV',
    edf_dataset: 'Zbiór danych EDF',
  },
  distribution: {
    saturationTitle: 'Rozkład saturacji',
    heartRateTitle: 'Rozkład tętna',
    rangeColumn: 'Zakres',
    timeColumn: 'Czas',
    shareColumn: 'Udział czasu',
    beatsPerMinute: 'ud./min',
  },
};
