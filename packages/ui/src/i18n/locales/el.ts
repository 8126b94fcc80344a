import type { UiStrings } from './en-GB';

/** The design system's own strings in Greek. */
export const el: UiStrings = {
  common: {
    close: 'Κλείσιμο',
    loading: 'Φόρτωση…',
    dismiss: 'Απόρριψη',
    confirm: 'Επιβεβαίωση',
    cancel: 'Ακύρωση',
  },
  passwordField: { show: 'Εμφάνιση κωδικού πρόσβασης', hide: 'Απόκρυψη κωδικού πρόσβασης' },
  select: { placeholder: 'Κάντε μια επιλογή' },
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
  duration: { hours: 'ώ', minutes: 'λ', seconds: 'δ' },
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
