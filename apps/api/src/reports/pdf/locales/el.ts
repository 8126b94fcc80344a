import { reportResources } from '@telemed/domain';
import type { ReportPdfStrings } from './en-GB';

/** The PDF report's strings in Greek. */
export const el: ReportPdfStrings = {
  titles: {
    full: 'Αναφορά εξέτασης',
    holter: 'Αναφορά Holter ΗΚΓ',
    covid: 'Αναφορά κατ’ οίκον παρακολούθησης COVID',
    hrv: 'Αναφορά μεταβλητότητας καρδιακού ρυθμού (HRV)',
  },
  page: 'Σελίδα {{page}} από {{pages}}',
  stripScale: '{{speed}} mm/s, {{gain}} mm/mV',
  noHolter:
    'Το ΗΚΓ αυτής της εξέτασης δεν έχει αναλυθεί, οπότε η αναφορά δεν έχει ακόμη ενότητα Holter.',
  noCovid: 'Αυτή η εξέταση δεν έχει δεδομένα κατ’ οίκον παρακολούθησης.',
  // The report pages' own wording, from @telemed/domain: paper and screen say the same.
  ...reportResources.el,
  statistics: {
    type: 'Τύπος',
    count: 'Πλήθος',
    perHour: 'Ανά ώρα',
    none: 'Κανένα συμβάν',
    counted: 'Χρόνος που μετρά για τον AHI (χωρίς εγρήγορση και άχρηστο σήμα)',
    events: 'Συμβάντα',
    recorded: 'Χρόνος καταγραφής',
    analyzed: 'Χρόνος ανάλυσης',
    planned: 'Προγραμματισμένη διάρκεια εξέτασης',
  },
  respiratoryTable: {
    total: 'Όλες οι άπνοιες και υπόπνοιες',
    apneaTable: 'Άπνοιες και υπόπνοιες',
    meanDuration: 'Μέση διάρκεια (s)',
    longest: 'Μεγαλύτερη (s)',
    noPositions: 'Αυτή η καταγραφή δεν έχει κανάλι θέσης σώματος.',
    positionChart: 'Θέση σώματος κατά την καταγραφή: {{summary}}',
    positionTable: 'Χρόνος και AHI σε κάθε θέση σώματος',
    position: 'Θέση σώματος',
    time: 'Χρόνος',
    share: 'Ποσοστό (%)',
    events: 'Άπνοιες και υπόπνοιες',
    ahi: 'AHI',
    positions: {
      ABDOMEN: 'Πρηνής',
      CHEST: 'Ύπτια',
      LEFT_SIDE: 'Αριστερή πλευρά',
      RIGHT_SIDE: 'Δεξιά πλευρά',
      STATIONARY: 'Όρθια',
    },
  },
  description: {
    label: 'Περιγραφή αναφοράς',
    automatic: {
      ahi: 'AHI {{ahi}} ανά ώρα: {{severity}}.',
      odi: 'ODI {{odi}} ανά ώρα.',
      centralPredominant: 'Οι περισσότερες άπνοιες είναι κεντρικές.',
      cardiac:
        '{{sveb}} υπερκοιλιακές και {{veb}} κοιλιακές έκτακτες συστολές· κολπική μαρμαρυγή: {{af}}, παύσεις: {{pauses}}, κοιλιακή ταχυκαρδία: {{vt}}.',
      events: '{{count}} συμβάντα σε {{hours}} ώρες.',
      severity: {
        none: 'χωρίς άπνοια ύπνου',
        mild: 'ήπια άπνοια ύπνου',
        moderate: 'μέτρια άπνοια ύπνου',
        severe: 'σοβαρή άπνοια ύπνου',
      },
    },
  },
  examinationTypes: {
    holter_ecg: 'Holter ΗΚΓ',
    sleep_apnea: 'Άπνοια ύπνου',
    covid: 'Κατ’ οίκον παρακολούθηση COVID',
    stress_inlab: 'Δοκιμασία κόπωσης στο εργαστήριο',
    gameinn: 'Εξέταση μέσω παιχνιδιού',
    hrv: 'HRV',
    edf_dataset: 'Σύνολο δεδομένων EDF',
  },
  distribution: {
    saturationTitle: 'Κατανομή κορεσμού',
    heartRateTitle: 'Κατανομή καρδιακής συχνότητας',
    rangeColumn: 'Εύρος',
    timeColumn: 'Χρόνος',
    shareColumn: 'Ποσοστό χρόνου',
    beatsPerMinute: 'παλμοί/λεπτό',
  },
};
