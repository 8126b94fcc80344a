import type { DomainMessages } from '../domainMessageKeys';

export const el: DomainMessages = {
  errors: {
    methodUnavailable: 'Η μέθοδος δεν είναι διαθέσιμη',
    requestAborted: 'Το αίτημα ακυρώθηκε από τον πελάτη',
    offline: 'Είστε εκτός σύνδεσης, ελέγξτε τη σύνδεσή σας στο διαδίκτυο',
    noClinicSelected: 'Δεν έχει επιλεγεί κλινική',
    tokenExpired: 'Το διακριτικό έληξε ή δεν είναι έγκυρο',
    applicationError:
      'Σφάλμα εφαρμογής. Ανανεώστε τη σελίδα ή επικοινωνήστε με τον διαχειριστή σας.',
    unknownError: 'Παρουσιάστηκε άγνωστο σφάλμα',
    avatarFailed: 'Η προσθήκη της εικόνας προφίλ απέτυχε.',
    registrationLinkExpired: 'Ο σύνδεσμος εγγραφής έληξε, δημιουργήστε νέο λογαριασμό',
    invalidOrExpiredToken: 'Μη έγκυρο ή ληγμένο διακριτικό',
    newPasswordNotSet: 'Δεν ήταν δυνατό να οριστεί ο νέος κωδικός πρόσβασης',
    wrongCredentials: 'Λάθος email ή κωδικός πρόσβασης',
    accountNotConfirmed: 'Ο λογαριασμός δεν έχει επιβεβαιωθεί, ελέγξτε το email σας',
  },
  success: {
    accountConfirmed: 'Ο λογαριασμός επιβεβαιώθηκε',
    passwordChanged: 'Ο κωδικός πρόσβασης άλλαξε',
    emailChanged: 'Η διεύθυνση email άλλαξε',
    resetMailSent: 'Αν η διεύθυνση ανήκει σε λογαριασμό, στάλθηκε μήνυμα με σύνδεσμο',
    emailChangeMailSent: 'Στάλθηκε σύνδεσμος επιβεβαίωσης στη νέα διεύθυνση',
  },
  validation: {
    isRequired: 'Το πεδίο είναι υποχρεωτικό',
    isEmail: 'Η τιμή δεν είναι έγκυρη διεύθυνση email',
    tooLong: 'Το πεδίο είναι πολύ μεγάλο',
    tooShort: 'Το πεδίο είναι πολύ μικρό',
    invalidFormat: 'Μη έγκυρη μορφή',
    passwordTooShort: 'Ο κωδικός πρόσβασης είναι πολύ μικρός',
    sameAsCurrent: 'Ο νέος κωδικός πρόσβασης δεν μπορεί να είναι ίδιος με τον τρέχοντα',
    wrongCurrentPassword: 'Λάθος τρέχων κωδικός πρόσβασης',
    invalidType: 'Μη έγκυρη μορφή',
    notAccepted: 'Οι συμφωνίες πρέπει να γίνουν αποδεκτές πριν από την υποβολή',
    emailTaken: 'Αυτή η διεύθυνση email είναι ήδη καταχωρισμένη',
    invalidValue: 'Μη έγκυρη μορφή',
    minLength: 'ελάχιστο μήκος {{min}}',
    maxLength: 'μέγιστο μήκος {{max}}',
  },
};
