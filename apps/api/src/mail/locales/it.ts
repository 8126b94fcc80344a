import type { MailStrings } from '../mailStrings';

export const it: MailStrings = {
  greeting: (fullName) => (fullName ? `Gentile ${fullName},` : 'Gentile utente,'),
  linkFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  signature: 'Il team di Telemed',
  confirmAccount: {
    subject: 'Conferma il tuo account Telemed',
    intro:
      'Grazie per esserti registrato su Telemed. Conferma il tuo indirizzo email per attivare l’account.',
    action: 'Conferma account',
    expiry: 'Il link è valido per 7 giorni.',
    ignore: 'Se non hai creato un account, puoi ignorare questo messaggio.',
  },
  resetPassword: {
    subject: 'Imposta una nuova password Telemed',
    intro:
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Telemed.',
    action: 'Imposta nuova password',
    expiry: 'Il link è valido per 1 ora e può essere usato una sola volta.',
    ignore: 'Se non l’hai richiesto, ignora questo messaggio; la tua password resta invariata.',
  },
  changeEmail: {
    subject: 'Conferma il tuo nuovo indirizzo email',
    intro:
      'Hai chiesto di usare questo indirizzo per il tuo account Telemed. Conferma la modifica per iniziare a usarlo.',
    action: 'Conferma nuovo indirizzo',
    expiry: 'Il link è valido per 24 ore.',
    ignore:
      'Se non l’hai richiesto, ignora questo messaggio; l’account mantiene l’indirizzo attuale.',
  },
  accountExists: {
    subject: 'Il tuo account Telemed',
    intro:
      'Qualcuno ha chiesto di registrare un account Telemed con questo indirizzo, che ne ha già uno. Se sei stato tu, imposta la password del tuo account con il link qui sotto; l’account potrebbe essere stato creato per te da una clinica.',
    action: 'Imposta la password',
    expiry: 'Il link è valido per 1 ora e può essere usato una sola volta.',
    ignore: 'Se non sei stato tu, ignora questo messaggio; il tuo account non cambia.',
  },
  emailInUse: {
    subject: 'Il tuo indirizzo email è stato indicato per un altro account Telemed',
    intro:
      "Qualcuno che ha effettuato l'accesso a Telemed ha chiesto di cambiare l'indirizzo del proprio account con questo. L'indirizzo appartiene già al tuo account Telemed, quindi non è stato cambiato nulla.",
    action: 'Accedi a Telemed',
    expiry: 'Il tuo account e il suo indirizzo restano invariati.',
    ignore:
      'Se sei stato tu, accedi con questo indirizzo oppure usa «Password dimenticata» nella pagina di accesso. Altrimenti puoi ignorare questo messaggio.',
  },
};
