import type { Translation } from '../pluralStrings';
import type { UiStrings } from './en-GB';

/** The design system's own strings in Greek. */
export const el: Translation<UiStrings> = {
  common: {
    close: 'Κλείσιμο',
    loading: 'Φόρτωση…',
    dismiss: 'Απόρριψη',
    confirm: 'Επιβεβαίωση',
    cancel: 'Ακύρωση',
  },
  passwordField: { show: 'Εμφάνιση κωδικού πρόσβασης', hide: 'Απόκρυψη κωδικού πρόσβασης' },
  select: { placeholder: 'Κάντε μια επιλογή' },
  datePicker: { time: 'Ώρα' },
  dateRangePicker: {
    save: 'Αποθήκευση',
    clear: 'Εκκαθάριση εύρους ημερομηνιών',
    presetsLabel: 'Προκαθορισμένα εύρη',
    startTime: 'Ώρα έναρξης',
    endTime: 'Ώρα λήξης',
    presets: {
      next8Hours: 'Επόμενες 8 ώρες',
      next14Days: 'Επόμενες 14 ημέρες',
      last24Hours: 'Τελευταίες 24 ώρες',
    },
    errors: {
      empty: 'Το εύρος είναι κενό',
      startNotBeforeEnd:
        'Η ημερομηνία έναρξης δεν μπορεί να είναι μεταγενέστερη ή ίση με την ημερομηνία λήξης',
      afterMax: 'Το εύρος λήγει μετά την τελευταία επιτρεπτή ημερομηνία',
      beforeMin: 'Το εύρος ξεκινά πριν από την πρώτη επιτρεπτή ημερομηνία',
    },
  },
  comboBox: {
    noResults: 'Δεν βρέθηκαν αποτελέσματα',
    searching: 'Αναζήτηση…',
    limited:
      'Τα αποτελέσματα περιορίστηκαν σε {{limit}}. Πληκτρολογήστε περισσότερα για να περιορίσετε την αναζήτηση.',
  },
  toast: { regionLabel: 'Ειδοποιήσεις' },
  network: { offline: 'Είστε εκτός σύνδεσης, ελέγξτε τη σύνδεσή σας στο διαδίκτυο' },
  cookieBanner: {
    label: 'Συναίνεση για cookies',
    message:
      'Χρησιμοποιούμε cookies απαραίτητα για τη λειτουργία της πλατφόρμας και για να θυμόμαστε τις προτιμήσεις σας.',
    privacyPolicy: 'Πολιτική απορρήτου',
    accept: 'Αποδοχή',
  },
  appShell: { skipToContent: 'Μετάβαση στο κύριο περιεχόμενο', navigation: 'Κύρια πλοήγηση' },
  breadcrumbs: { label: 'Διαδρομή πλοήγησης' },
  emptyState: { title: 'Δεν υπάρχει τίποτα για εμφάνιση' },
  table: { empty: 'Δεν υπάρχει τίποτα για εμφάνιση', selection: 'Επιλογή' },
  pagination: {
    label: 'Σελιδοποίηση',
    previous: 'Προηγούμενη σελίδα',
    next: 'Επόμενη σελίδα',
    page: 'Σελίδα {{page}}',
  },
  duration: { hours: 'ώ', minutes: 'λ', seconds: 'δ' },
  board: {
    cardCount_one: '{{count}} κάρτα',
    cardCount_other: '{{count}} κάρτες',
    empty: 'Δεν υπάρχουν κάρτες',
  },
  statusDropdown: {
    trigger: '{{status}}: αλλαγή της κατάστασης για {{examination}}',
    menu: 'Κατάσταση για {{examination}}',
    archive: 'Αρχειοθέτηση',
    restore: 'Επαναφορά',
  },
  distribution: {
    saturationTitle: 'Κατανομή κορεσμού',
    heartRateTitle: 'Κατανομή καρδιακής συχνότητας',
    saturationAxis: 'Κορεσμός οξυγόνου (SpO₂, %)',
    heartRateAxis: 'Καρδιακή συχνότητα (παλμοί/λεπτό)',
    shareAxis: 'Ποσοστό χρόνου',
    beatsPerMinute: 'παλμοί/λεπτό',
    rangeColumn: 'Εύρος',
    timeColumn: 'Χρόνος',
    shareColumn: 'Ποσοστό χρόνου',
    showTable: 'Προβολή ως πίνακας',
    showChart: 'Προβολή ως γράφημα',
    summary: 'Σύνολο {{total}}. Ο περισσότερος χρόνος, {{time}} ({{share}}), στο εύρος {{range}}.',
    emptyTitle: 'Δεν υπάρχει κατανομή για εμφάνιση',
    emptyDescription: 'Η εξέταση δεν έχει μετρήσεις αυτού του σήματος.',
  },
  examinationStatus: {
    PENDING: 'Σε αναμονή',
    IN_PROGRESS: 'Σε εξέλιξη',
    FOR_DESCRIPTION: 'Προς περιγραφή',
    DESCRIBED: 'Περιγράφηκε',
    FINISHED: 'Ολοκληρώθηκε',
    FAILED: 'Απέτυχε',
    ARCHIVED: 'Αρχειοθετήθηκε',
  },
};
