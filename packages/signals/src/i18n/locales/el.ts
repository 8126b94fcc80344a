import type { SignalsStrings } from './en-GB';

/** The signal viewer's strings in Greek. */
export const el: SignalsStrings = {
  viewer: {
    label: 'Σήματα',
    roleDescription: 'προβολή σημάτων',
    instructions:
      'Τα βέλη αριστερά και δεξιά μετακινούν το παράθυρο, τα πλήκτρα συν και πλην αλλάζουν τη μεγέθυνση, τα Home και End πηγαίνουν στην αρχή και στο τέλος της καταγραφής.',
    summary: 'Κανάλια: {{channels}}. Παράθυρο από {{start}} έως {{end}}.',
    loading: 'Φόρτωση σημάτων…',
    failed: 'Δεν ήταν δυνατή η φόρτωση των σημάτων.',
    paperSpeed: '{{speed}} mm/s',
  },
  track: {
    calibration: '{{calibration}} mm/mV',
    fittedScale: 'προσαρμοσμένη',
    autoScale: 'αυτόματη',
    gain: '×{{gain}}',
    reversed: 'ανεστραμμένη',
    fit: 'Προσαρμογή του {{channel}} στο κανάλι',
    amplify: 'Αύξηση του πλάτους του {{channel}}',
    attenuate: 'Μείωση του πλάτους του {{channel}}',
    reverse: 'Αντιστροφή της πολικότητας του {{channel}}',
    controls: 'Ρυθμίσεις του {{channel}}',
  },
};
