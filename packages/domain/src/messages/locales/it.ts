import type { DomainMessages } from '../domainMessageKeys';

export const it: DomainMessages = {
  errors: {
    methodUnavailable: 'Metodo non disponibile',
    requestAborted: 'Richiesta interrotta dal client',
    offline: 'Sei offline, controlla la connessione a internet',
    noClinicSelected: 'Nessuna clinica selezionata',
    tokenExpired: 'Token scaduto o non valido',
    applicationError: "Errore dell'applicazione. Aggiorna la pagina o contatta l'amministratore.",
    unknownError: 'Si è verificato un errore sconosciuto',
    avatarFailed: "Impossibile aggiungere l'avatar.",
    registrationLinkExpired: 'Il link di registrazione è scaduto, crea un nuovo account',
    invalidOrExpiredToken: 'Token non valido o scaduto',
    newPasswordNotSet: 'Impossibile impostare la nuova password',
    wrongCredentials: 'Email o password errati',
    accountNotConfirmed: 'Account non confermato, controlla la tua email',
  },
  success: {
    accountConfirmed: 'Account confermato',
    passwordChanged: 'Password modificata',
    emailChanged: 'Indirizzo email modificato',
    resetMailSent:
      "Se l'indirizzo appartiene a un account, è stato inviato un messaggio con un link",
    emailChangeMailSent: 'È stato inviato un link di conferma al nuovo indirizzo',
  },
  validation: {
    isRequired: 'Il campo è obbligatorio',
    isEmail: 'Il valore non è un indirizzo email valido',
    tooLong: 'Il campo è troppo lungo',
    tooShort: 'Il campo è troppo corto',
    invalidFormat: 'Formato non valido',
    passwordTooShort: 'La password è troppo corta',
    sameAsCurrent: 'La nuova password non può essere uguale a quella attuale',
    wrongCurrentPassword: 'La password attuale è errata',
    invalidType: 'Formato non valido',
    notAccepted: "I consensi devono essere accettati prima dell'invio",
    emailTaken: 'Questo indirizzo email è già registrato',
    invalidValue: 'Formato non valido',
    minLength: 'lunghezza minima {{min}}',
    maxLength: 'lunghezza massima {{max}}',
  },
};
