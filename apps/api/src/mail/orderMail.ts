import type { FeeCurrency, Language } from '@telemed/domain';
import { noticeMail } from './composeMail';
import type { ComposedMail } from './composeMail';

/** What the clinic's administrators are told about their order. */
export type OrderMailKind = 'priced' | 'activated';

/** Texts of the order mails in one language. */
interface OrderMailStrings {
  greeting: (fullName: string) => string;
  subject: Record<OrderMailKind, (teamName: string) => string>;
  intro: {
    priced: (teamName: string, fee: string) => string;
    activated: (teamName: string) => string;
  };
  action: string;
  reason: (teamName: string) => string;
  signature: string;
}

const STRINGS: Record<Language, OrderMailStrings> = {
  'en-GB': {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: {
      priced: (team) => `${team}: the fee of your order`,
      activated: (team) => `${team} is activated`,
    },
    intro: {
      priced: (team, fee) =>
        `The subscription fee of the order of ${team} is ${fee}. The clinic is activated next.`,
      activated: (team) => `${team} is activated: its order is complete.`,
    },
    action: 'Open the order',
    reason: (team) => `You receive this as an administrator of ${team}.`,
    signature: 'The Telemed team',
  },
  pl: {
    greeting: (name) => (name ? `Dzień dobry ${name},` : 'Dzień dobry,'),
    subject: {
      priced: (team) => `${team}: opłata za zamówienie`,
      activated: (team) => `${team}: klinika aktywowana`,
    },
    intro: {
      priced: (team, fee) =>
        `Opłata abonamentowa za zamówienie kliniki ${team} wynosi ${fee}. Następnym krokiem jest aktywacja kliniki.`,
      activated: (team) => `Klinika ${team} została aktywowana: zamówienie jest zrealizowane.`,
    },
    action: 'Otwórz zamówienie',
    reason: (team) => `Otrzymujesz tę wiadomość jako administrator kliniki ${team}.`,
    signature: 'Zespół Telemed',
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    subject: {
      priced: (team) => `${team}: la tarifa de su pedido`,
      activated: (team) => `${team} está activada`,
    },
    intro: {
      priced: (team, fee) =>
        `La tarifa de suscripción del pedido de ${team} es ${fee}. A continuación se activará la clínica.`,
      activated: (team) => `${team} está activada: su pedido se ha completado.`,
    },
    action: 'Abrir el pedido',
    reason: (team) => `Recibe este mensaje como administrador de ${team}.`,
    signature: 'El equipo de Telemed',
  },
  it: {
    greeting: (name) => (name ? `Buongiorno ${name},` : 'Buongiorno,'),
    subject: {
      priced: (team) => `${team}: la tariffa del tuo ordine`,
      activated: (team) => `${team} è attivata`,
    },
    intro: {
      priced: (team, fee) =>
        `La tariffa di abbonamento dell'ordine di ${team} è ${fee}. Il passo successivo è l'attivazione della clinica.`,
      activated: (team) => `${team} è attivata: il suo ordine è completato.`,
    },
    action: "Apri l'ordine",
    reason: (team) => `Ricevi questo messaggio come amministratore di ${team}.`,
    signature: 'Il team Telemed',
  },
  el: {
    greeting: (name) => (name ? `Γεια σας ${name},` : 'Γεια σας,'),
    subject: {
      priced: (team) => `${team}: το τέλος της παραγγελίας σας`,
      activated: (team) => `Η ${team} ενεργοποιήθηκε`,
    },
    intro: {
      priced: (team, fee) =>
        `Το τέλος συνδρομής της παραγγελίας της ${team} είναι ${fee}. Ακολουθεί η ενεργοποίηση της κλινικής.`,
      activated: (team) => `Η ${team} ενεργοποιήθηκε: η παραγγελία της ολοκληρώθηκε.`,
    },
    action: 'Άνοιγμα της παραγγελίας',
    reason: (team) => `Λαμβάνετε αυτό το μήνυμα ως διαχειριστής της ${team}.`,
    signature: 'Η ομάδα του Telemed',
  },
  de: {
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    subject: {
      priced: (team) => `${team}: die Gebühr Ihrer Bestellung`,
      activated: (team) => `${team} ist aktiviert`,
    },
    intro: {
      priced: (team, fee) =>
        `Die Abonnementgebühr der Bestellung von ${team} beträgt ${fee}. Als Nächstes wird die Klinik aktiviert.`,
      activated: (team) => `${team} ist aktiviert: die Bestellung ist abgeschlossen.`,
    },
    action: 'Bestellung öffnen',
    reason: (team) => `Sie erhalten diese Nachricht als Administrator von ${team}.`,
    signature: 'Ihr Telemed-Team',
  },
};

/** What an order mail says: the clinic, the fee when priced, the link to the order. */
export interface OrderMailContent {
  kind: OrderMailKind;
  language: Language;
  fullName: string;
  teamName: string;
  /** The fee in minor units of its currency. */
  fee: { amount: number; currency: FeeCurrency };
  link: string;
}

/** A fee as the recipient's language writes money (`1 234,50 zł`, `€1,234.50`). */
function formatFee(fee: OrderMailContent['fee'], language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: fee.currency }).format(
    fee.amount / 100,
  );
}

/** The mail telling a clinic administrator the order's fee or the clinic's activation. */
export function composeOrderMail(content: OrderMailContent): ComposedMail {
  const strings = STRINGS[content.language];
  const subject = strings.subject[content.kind](content.teamName);
  const greeting = strings.greeting(content.fullName);
  const intro =
    content.kind === 'priced'
      ? strings.intro.priced(content.teamName, formatFee(content.fee, content.language))
      : strings.intro.activated(content.teamName);
  const reason = strings.reason(content.teamName);
  return noticeMail({
    language: content.language,
    subject,
    greeting,
    intro,
    action: { label: strings.action, link: content.link },
    reason,
    signature: strings.signature,
  });
}
