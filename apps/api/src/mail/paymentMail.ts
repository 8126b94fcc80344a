import type { Language, PlanKind } from '@telemed/domain';
import { noticeMail } from './composeMail';
import type { ComposedMail } from './composeMail';

/** Texts of the plan confirmation mail in one language. */
interface PaymentMailStrings {
  greeting: (fullName: string) => string;
  planNames: Record<PlanKind, string>;
  subject: (planName: string) => string;
  intro: (planName: string, teamName: string, code: string) => string;
  /** The link's label: confirm the new account, or open the subscription page. */
  action: { confirmAccount: string; openSubscription: string };
  reason: string;
  signature: string;
}

const STRINGS: Record<Language, PaymentMailStrings> = {
  'en-GB': {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    planNames: {
      subscription: 'rehabilitation subscription',
      'one-time': 'one-time rehabilitation plan',
      demo: 'rehabilitation demo',
      normal: 'rehabilitation plan',
    },
    subject: (plan) => `Your ${plan} is active`,
    intro: (plan, team, code) =>
      `Your ${plan} with ${team} is active and you are now a patient of the clinic. Your recover code for the mobile app is ${code}; the subscription page shows it again whenever you need it.`,
    action: { confirmAccount: 'Confirm your account', openSubscription: 'Open your subscription' },
    reason: 'You receive this because you signed up for rehabilitation with Telemed.',
    signature: 'The Telemed team',
  },
  pl: {
    greeting: (name) => (name ? `Dzień dobry ${name},` : 'Dzień dobry,'),
    planNames: {
      subscription: 'subskrypcja rehabilitacji',
      'one-time': 'jednorazowy plan rehabilitacji',
      demo: 'wersja demonstracyjna rehabilitacji',
      normal: 'plan rehabilitacji',
    },
    subject: (plan) => `Twój plan jest aktywny: ${plan}`,
    intro: (plan, team, code) =>
      `Twój plan (${plan}) w klinice ${team} jest aktywny i jesteś teraz pacjentem kliniki. Twój kod odzyskiwania do aplikacji mobilnej to ${code}; strona subskrypcji pokaże go ponownie, gdy będzie potrzebny.`,
    action: { confirmAccount: 'Potwierdź konto', openSubscription: 'Otwórz subskrypcję' },
    reason: 'Otrzymujesz tę wiadomość, ponieważ zapisałeś się na rehabilitację w Telemed.',
    signature: 'Zespół Telemed',
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    planNames: {
      subscription: 'suscripción de rehabilitación',
      'one-time': 'plan de rehabilitación de pago único',
      demo: 'demostración de rehabilitación',
      normal: 'plan de rehabilitación',
    },
    subject: (plan) => `Su plan está activo: ${plan}`,
    intro: (plan, team, code) =>
      `Su plan (${plan}) con ${team} está activo y ya es paciente de la clínica. Su código de recuperación para la aplicación móvil es ${code}; la página de suscripción lo muestra de nuevo cuando lo necesite.`,
    action: { confirmAccount: 'Confirmar su cuenta', openSubscription: 'Abrir su suscripción' },
    reason: 'Recibe este mensaje porque se inscribió en la rehabilitación con Telemed.',
    signature: 'El equipo de Telemed',
  },
  it: {
    greeting: (name) => (name ? `Buongiorno ${name},` : 'Buongiorno,'),
    planNames: {
      subscription: 'abbonamento di riabilitazione',
      'one-time': 'piano di riabilitazione a pagamento unico',
      demo: 'demo di riabilitazione',
      normal: 'piano di riabilitazione',
    },
    subject: (plan) => `Il tuo piano è attivo: ${plan}`,
    intro: (plan, team, code) =>
      `Il tuo piano (${plan}) con ${team} è attivo e ora sei un paziente della clinica. Il tuo codice di recupero per l'app mobile è ${code}; la pagina dell'abbonamento lo mostra di nuovo quando ti serve.`,
    action: {
      confirmAccount: 'Conferma il tuo account',
      openSubscription: 'Apri il tuo abbonamento',
    },
    reason: 'Ricevi questo messaggio perché ti sei iscritto alla riabilitazione con Telemed.',
    signature: 'Il team Telemed',
  },
  el: {
    greeting: (name) => (name ? `Γεια σας ${name},` : 'Γεια σας,'),
    planNames: {
      subscription: 'συνδρομή αποκατάστασης',
      'one-time': 'πρόγραμμα αποκατάστασης εφάπαξ πληρωμής',
      demo: 'επίδειξη αποκατάστασης',
      normal: 'πρόγραμμα αποκατάστασης',
    },
    subject: (plan) => `Το πρόγραμμά σας είναι ενεργό: ${plan}`,
    intro: (plan, team, code) =>
      `Το πρόγραμμά σας (${plan}) με την ${team} είναι ενεργό και είστε πλέον ασθενής της κλινικής. Ο κωδικός ανάκτησης για την εφαρμογή κινητού είναι ${code}· η σελίδα συνδρομής τον δείχνει ξανά όποτε τον χρειαστείτε.`,
    action: { confirmAccount: 'Επιβεβαίωση λογαριασμού', openSubscription: 'Άνοιγμα συνδρομής' },
    reason: 'Λαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε για αποκατάσταση στο Telemed.',
    signature: 'Η ομάδα του Telemed',
  },
  de: {
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    planNames: {
      subscription: 'Rehabilitationsabonnement',
      'one-time': 'Rehabilitationstarif mit Einmalzahlung',
      demo: 'Rehabilitationsdemo',
      normal: 'Rehabilitationstarif',
    },
    subject: (plan) => `Ihr Tarif ist aktiv: ${plan}`,
    intro: (plan, team, code) =>
      `Ihr Tarif (${plan}) bei ${team} ist aktiv und Sie sind jetzt Patient der Klinik. Ihr Wiederherstellungscode für die mobile App lautet ${code}; die Abonnementseite zeigt ihn jederzeit wieder an.`,
    action: { confirmAccount: 'Konto bestätigen', openSubscription: 'Abonnement öffnen' },
    reason:
      'Sie erhalten diese Nachricht, weil Sie sich bei Telemed für die Rehabilitation angemeldet haben.',
    signature: 'Ihr Telemed-Team',
  },
};

/** What the plan confirmation mail says. */
export interface PaymentMailContent {
  language: Language;
  fullName: string;
  planKind: PlanKind;
  teamName: string;
  recoverCode: string;
  /** The link: the account's confirmation while unconfirmed, else the subscription page. */
  link: { kind: 'confirmAccount' | 'openSubscription'; url: string };
}

/** The mail confirming a paid (or demo) plan, with the mobile app's recover code. */
export function composePaymentMail(content: PaymentMailContent): ComposedMail {
  const strings = STRINGS[content.language];
  const planName = strings.planNames[content.planKind];
  return noticeMail({
    language: content.language,
    subject: strings.subject(planName),
    greeting: strings.greeting(content.fullName),
    intro: strings.intro(planName, content.teamName, content.recoverCode),
    action: { label: strings.action[content.link.kind], link: content.link.url },
    reason: strings.reason,
    signature: strings.signature,
  });
}
