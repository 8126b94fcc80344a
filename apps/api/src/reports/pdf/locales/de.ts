import { reportResources } from '@telemed/domain';
import type { ReportPdfStrings } from './en-GB';

/** The PDF report's strings in German. */
export const de: ReportPdfStrings = {
  titles: {
    full: 'Untersuchungsbericht',
    holter: 'Holter-EKG-Bericht',
    covid: 'Bericht der häuslichen COVID-Überwachung',
    hrv: 'Bericht zur Herzfrequenzvariabilität (HRV)',
  },
  page: 'Seite {{page}} von {{pages}}',
  stripScale: '{{speed}} mm/s, {{gain}} mm/mV',
  noHolter:
    'Das EKG dieser Untersuchung wurde noch nicht analysiert, daher hat der Bericht noch keinen Holter-Teil.',
  noCovid: 'Diese Untersuchung hat keine Daten der häuslichen Überwachung.',
  // The report pages' own wording, from @telemed/domain: paper and screen say the same.
  ...reportResources.de,
  statistics: {
    type: 'Typ',
    count: 'Anzahl',
    perHour: 'Pro Stunde',
    none: 'Keine Ereignisse',
    counted: 'Für den AHI gezählte Zeit (ohne Wachzeit und unbrauchbares Signal)',
    events: 'Ereignisse',
    recorded: 'Aufzeichnungsdauer',
    analyzed: 'Ausgewertete Dauer',
    planned: 'Geplante Untersuchungsdauer',
  },
  respiratoryTable: {
    total: 'Alle Apnoen und Hypopnoen',
    apneaTable: 'Apnoen und Hypopnoen',
    meanDuration: 'Mittlere Dauer (s)',
    longest: 'Längste (s)',
    noPositions: 'Diese Aufzeichnung hat keinen Körperlage-Kanal.',
    positionChart: 'Körperlage während der Aufzeichnung: {{summary}}',
    positionTable: 'Zeit und AHI in jeder Körperlage',
    position: 'Körperlage',
    time: 'Zeit',
    share: 'Anteil (%)',
    events: 'Apnoen und Hypopnoen',
    ahi: 'AHI',
    positions: {
      ABDOMEN: 'Bauchlage',
      CHEST: 'Rückenlage',
      LEFT_SIDE: 'Linke Seite',
      RIGHT_SIDE: 'Rechte Seite',
      STATIONARY: 'Aufrecht',
    },
  },
  description: {
    label: 'Befundtext',
    automatic: {
      ahi: 'AHI {{ahi}} pro Stunde: {{severity}}.',
      odi: 'ODI {{odi}} pro Stunde.',
      centralPredominant: 'Die meisten Apnoen sind zentral.',
      cardiac:
        '{{sveb}} supraventrikuläre und {{veb}} ventrikuläre Extrasystolen; Vorhofflimmern: {{af}}, Pausen: {{pauses}}, ventrikuläre Tachykardie: {{vt}}.',
      events: '{{count}} Ereignisse in {{hours}} Stunden.',
      severity: {
        none: 'keine Schlafapnoe',
        mild: 'leichte Schlafapnoe',
        moderate: 'mittelgradige Schlafapnoe',
        severe: 'schwere Schlafapnoe',
      },
    },
  },
  examinationTypes: {
    holter_ecg: 'Holter-EKG',
    sleep_apnea: 'Schlafapnoe',
    covid: 'COVID-Heimüberwachung',
    stress_inlab: 'Belastungstest im Labor',
    gameinn: 'Spielbasierte Untersuchung',
    hrv: 'HRV',
    edf_dataset: 'EDF-Datensatz',
  },
  distribution: {
    saturationTitle: 'Sättigungsverteilung',
    heartRateTitle: 'Herzfrequenzverteilung',
    rangeColumn: 'Bereich',
    timeColumn: 'Zeit',
    shareColumn: 'Anteil der Zeit',
    beatsPerMinute: 'Schläge/min',
  },
};
