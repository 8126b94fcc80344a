import type { SignupMessages } from './en-GB';

/** Italian strings of the `signup` namespace. */
export const it: SignupMessages = {
  productName: 'Telemed',
  tagline: 'Registrazione alla riabilitazione',
  documentTitle: '{{page}} · Telemed',
  stepProgress: 'Passaggio {{current}} di {{total}}',
  goToSignIn: "Vai all'accesso",
  signInHint: "Accedi con l'indirizzo email e la password che hai registrato.",
  pages: {
    subscription: {
      title: 'Scegli il tuo piano di riabilitazione',
      lead: 'Scegli il piano per il tuo programma di riabilitazione: una demo gratuita, un pagamento unico o un abbonamento. Inserirai i tuoi dati nel passaggio successivo.',
    },
    form: {
      title: 'I tuoi dati',
      lead: 'Inserisci i dati di cui la tua clinica ha bisogno per assegnarti al programma di riabilitazione.',
    },
    paymentSuccessOneTime: {
      title: 'Pagamento ricevuto',
      body: 'Grazie. Abbiamo ricevuto il tuo pagamento unico e il tuo accesso al programma di riabilitazione è ora attivo.',
    },
    paymentRehabilitationSuccessSubscription: {
      title: 'Il tuo abbonamento alla riabilitazione è attivo',
      body: 'Grazie. Il pagamento è andato a buon fine e il tuo abbonamento al programma di riabilitazione è iniziato. Si rinnova automaticamente alla fine di ogni periodo di fatturazione finché non lo annulli.',
    },
    paymentSuccessSubscription: {
      title: 'Il tuo abbonamento è attivo',
      body: "Grazie. Il tuo abbonamento è iniziato. Se il tuo piano prevede un periodo di prova, il primo addebito avverrà al suo termine; in seguito l'abbonamento si rinnova automaticamente alla fine di ogni periodo di fatturazione finché non lo annulli.",
    },
    paymentSuccessDemo: {
      title: 'La tua demo è attiva',
      body: 'Il piano demo è stato attivato. Non è stato effettuato alcun addebito. Puoi usare la piattaforma per tutta la durata della demo e scegliere un piano a pagamento in qualsiasi momento.',
    },
    sandboxCheckout: {
      title: 'Pagamento di prova',
    },
    notFound: {
      title: 'Pagina non trovata',
      body: 'Questo indirizzo non esiste. Ricomincia la registrazione alla riabilitazione o vai al portale della clinica.',
      startRegistration: 'Inizia la registrazione',
    },
  },
  unexpectedError: {
    title: 'Qualcosa è andato storto',
    body: 'Non è stato possibile visualizzare questa pagina. Ricaricala per riprovare.',
    reload: 'Ricarica la pagina',
  },
  legal: {
    navigationLabel: 'Informazioni legali',
    serviceTerms: 'Termini del servizio',
    privacyPolicy: 'Informativa sulla privacy',
    subscriptionServices: 'Condizioni dei servizi in abbonamento',
  },
  plans: {
    loading: 'Caricamento dei piani…',
    loadFailed: 'Impossibile caricare i piani. Controlla la connessione e riprova.',
    retry: 'Riprova',
    previousCheckout: 'Il tuo ultimo tentativo di pagamento',
  },
  registration: {
    redirecting: 'Ti stiamo portando alla pagina di pagamento…',
  },
  sandboxCheckout: {
    testNotice:
      'Questa è una pagina di pagamento di prova. Nessuna carta viene addebitata e non si muove denaro.',
    loading: 'Caricamento del pagamento…',
    loadFailed: 'Impossibile caricare questo pagamento. Torna alla registrazione e riprova.',
    summary: 'Riepilogo del pagamento',
    plan: 'Piano',
    amount: 'Importo',
    account: 'Account',
    trial: 'Prova',
    choose: 'Scegli come va il pagamento di prova',
    accepted: 'Paga con una carta accettata',
    declined: 'Paga con una carta rifiutata',
    delayed: 'Paga con un metodo confermato più tardi',
    abandoned: 'Annulla e torna ai piani',
    awaiting: 'Questo pagamento è in attesa di conferma.',
    delayedSucceeded: 'Conferma il pagamento differito',
    delayedFailed: 'Fai fallire il pagamento differito',
    closed: 'Questo pagamento è già concluso.',
    sendFailed: "Impossibile inviare l'esito. Controlla la connessione e riprova.",
  },
  checkout: {
    missing:
      'Questa pagina richiede il riferimento del pagamento dalla pagina di pagamento. Se sei arrivato qui in altro modo, ricomincia la registrazione.',
    loadFailed:
      'Impossibile caricare lo stato del tuo pagamento. Controlla la connessione e riprova.',
    retry: 'Riprova',
    choosePlanAgain: 'Scegli un piano e riprova',
    trialEnds: 'La tua prova termina il {{date}}.',
    periodEnds: 'Il tuo accesso dura fino al {{date}}.',
    nextSteps: 'Prossimi passi',
    confirmEmail:
      'Conferma il tuo indirizzo e-mail: apri il messaggio che ti abbiamo inviato e fai clic sul link. Solo dopo potrai accedere.',
    recoverCode:
      "Lo stesso messaggio contiene il codice di recupero che l'app mobile chiede su un nuovo telefono.",
  },
};
