import type { SignupMessages } from './en-GB';

/** German strings of the `signup` namespace. */
export const de: SignupMessages = {
  productName: 'Telemed',
  tagline: 'Anmeldung zur Rehabilitation',
  documentTitle: '{{page}} · Telemed',
  stepProgress: 'Schritt {{current}} von {{total}}',
  goToSignIn: 'Zur Anmeldung',
  signInHint:
    'Melden Sie sich mit der E-Mail-Adresse und dem Passwort an, die Sie bei der Registrierung angegeben haben.',
  pages: {
    subscription: {
      title: 'Wählen Sie Ihren Reha-Tarif',
      lead: 'Wählen Sie den Tarif für Ihr Rehabilitationsprogramm: eine kostenlose Demo, eine Einmalzahlung oder ein Abonnement. Ihre Daten geben Sie im nächsten Schritt ein.',
    },
    form: {
      title: 'Ihre Angaben',
      lead: 'Geben Sie die Daten ein, die Ihre Klinik benötigt, um Sie dem Rehabilitationsprogramm zuzuordnen.',
    },
    paymentSuccessOneTime: {
      title: 'Zahlung eingegangen',
      body: 'Vielen Dank. Ihre Einmalzahlung ist eingegangen und Ihr Zugang zum Rehabilitationsprogramm ist jetzt aktiv.',
    },
    paymentRehabilitationSuccessSubscription: {
      title: 'Ihr Reha-Abonnement ist aktiv',
      body: 'Vielen Dank. Die Zahlung war erfolgreich und Ihr Abonnement für das Rehabilitationsprogramm hat begonnen. Es verlängert sich automatisch am Ende jedes Abrechnungszeitraums, bis Sie es kündigen.',
    },
    paymentSuccessSubscription: {
      title: 'Ihr Abonnement ist aktiv',
      body: 'Vielen Dank. Ihr Abonnement hat begonnen. Wenn Ihr Tarif einen Testzeitraum enthält, wird die erste Zahlung nach dessen Ende fällig; danach verlängert sich das Abonnement automatisch am Ende jedes Abrechnungszeitraums, bis Sie es kündigen.',
    },
    paymentSuccessDemo: {
      title: 'Ihre Demo ist aktiv',
      body: 'Ihr Demo-Tarif wurde aktiviert. Es wurde keine Zahlung erhoben. Sie können die Plattform während des Demo-Zeitraums nutzen und jederzeit einen kostenpflichtigen Tarif wählen.',
    },
    sandboxCheckout: {
      title: 'Testzahlung',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      body: 'Diese Adresse gibt es nicht. Beginnen Sie die Anmeldung zur Rehabilitation erneut oder wechseln Sie zum Klinikportal.',
      startRegistration: 'Anmeldung beginnen',
    },
  },
  unexpectedError: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Diese Seite konnte nicht angezeigt werden. Laden Sie sie neu, um es erneut zu versuchen.',
    reload: 'Seite neu laden',
  },
  legal: {
    navigationLabel: 'Rechtliche Hinweise',
    serviceTerms: 'Nutzungsbedingungen',
    privacyPolicy: 'Datenschutzerklärung',
    subscriptionServices: 'Bedingungen für Abonnementdienste',
  },
  plans: {
    loading: 'Die Tarife werden geladen…',
    loadFailed:
      'Die Tarife konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    previousCheckout: 'Ihr letzter Zahlungsversuch',
  },
  registration: {
    redirecting: 'Sie werden zur Zahlungsseite weitergeleitet…',
  },
  sandboxCheckout: {
    testNotice:
      'Dies ist eine Testzahlungsseite. Keine Karte wird belastet und es fließt kein Geld.',
    loading: 'Die Zahlung wird geladen…',
    loadFailed:
      'Diese Zahlung konnte nicht geladen werden. Kehren Sie zur Registrierung zurück und versuchen Sie es erneut.',
    summary: 'Zahlungsübersicht',
    plan: 'Tarif',
    amount: 'Betrag',
    account: 'Konto',
    trial: 'Testzeitraum',
    choose: 'Wählen Sie, wie die Testzahlung ausgeht',
    accepted: 'Mit einer Karte zahlen, die angenommen wird',
    declined: 'Mit einer Karte zahlen, die abgelehnt wird',
    delayed: 'Mit einer später bestätigten Methode zahlen',
    abandoned: 'Abbrechen und zu den Tarifen zurück',
    awaiting: 'Diese Zahlung wartet auf ihre Bestätigung.',
    delayedSucceeded: 'Die verzögerte Zahlung bestätigen',
    delayedFailed: 'Die verzögerte Zahlung scheitern lassen',
    closed: 'Diese Zahlung ist bereits abgeschlossen.',
    sendFailed:
      'Das Ergebnis konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  checkout: {
    missing:
      'Diese Seite braucht die Zahlungsreferenz der Zahlungsseite. Wenn Sie auf anderem Weg hierher gekommen sind, beginnen Sie die Registrierung neu.',
    loadFailed:
      'Der Stand Ihrer Zahlung konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    choosePlanAgain: 'Tarif wählen und erneut versuchen',
    trialEnds: 'Ihr Testzeitraum endet am {{date}}.',
    periodEnds: 'Ihr Zugang gilt bis zum {{date}}.',
    nextSteps: 'Nächste Schritte',
    confirmEmail:
      'Bestätigen Sie Ihre E-Mail-Adresse: Öffnen Sie unsere Nachricht und klicken Sie auf den Link darin. Erst danach können Sie sich anmelden.',
    recoverCode:
      'Dieselbe Nachricht enthält den Wiederherstellungscode, nach dem die mobile App auf einem neuen Telefon fragt.',
  },
};
