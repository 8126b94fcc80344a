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
    chosenPlan: 'Gewählter Tarif: {{plan}}',
    changePlan: 'Tarif ändern',
    personalData: 'Ihre persönlichen Daten',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    emailHint: 'An diese Adresse senden wir die Bestätigung Ihres Kontos.',
    password: 'Passwort',
    passwordHint:
      'Mindestens 8 Zeichen. Damit melden Sie sich im Portal und in der mobilen App an.',
    phone: 'Telefonnummer',
    phoneHint: 'Mit Ländervorwahl, zum Beispiel +49 151 23456789.',
    dateOfBirth: 'Geburtsdatum',
    gender: 'Geschlecht',
    genders: {
      female: 'Weiblich',
      male: 'Männlich',
      other: 'Divers',
    },
    consents: 'Einwilligungen',
    termsOfService: 'Ich akzeptiere die <doc>Nutzungsbedingungen</doc>',
    privacyPolicy: 'Ich habe die <doc>Datenschutzerklärung</doc> gelesen und akzeptiere sie',
    subscriptionServices: 'Ich akzeptiere die <doc>Bedingungen der Abonnementdienste</doc>',
    submitPayment: 'Registrieren und zur Zahlung',
    submitDemo: 'Registrieren und die Demo starten',
    invalid: 'Einige Felder brauchen Ihre Aufmerksamkeit. Jedes sagt, was zu ändern ist.',
    networkFailure:
      'Keine Verbindung zum Server. Ihre Eingaben bleiben erhalten: Senden Sie das Formular erneut.',
    refused:
      'Die Registrierung konnte nicht abgeschlossen werden. Versuchen Sie es gleich noch einmal.',
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
