import { displayedExaminationStatus } from '@telemed/domain';
import type { ExaminationStatus, Language } from '@telemed/domain';
import { noticeMail } from './composeMail';
import type { ComposedMail } from './composeMail';

type ShownStatus = Exclude<ExaminationStatus, 'DEFAULT'>;

/** Texts of the status change mail and SMS in one language. */
interface StatusChangeStrings {
  subject: (teamName: string, status: string) => string;
  greeting: (fullName: string) => string;
  intro: (teamName: string, status: string) => string;
  action: string;
  reason: (teamName: string) => string;
  signature: string;
  sms: (teamName: string, status: string, link: string) => string;
  /** The status names of the board, as staff see them in the portal. */
  statuses: Record<ShownStatus, string>;
}

const STRINGS: Record<Language, StatusChangeStrings> = {
  'en-GB': {
    subject: (team, status) => `${team}: an examination is now ${status}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (team, status) => `An examination at ${team} has moved to “${status}”.`,
    action: 'Open the examination',
    reason: (team) =>
      `You receive this because of your notification settings in ${team}; change them in the clinic settings.`,
    signature: 'The Telemed team',
    sms: (team, status, link) => `Telemed, ${team}: an examination is now ${status}. ${link}`,
    statuses: {
      PENDING: 'Pending',
      IN_PROGRESS: 'In progress',
      FOR_DESCRIPTION: 'For description',
      DESCRIBED: 'Described',
      FINISHED: 'Finished',
      FAILED: 'Failed',
      ARCHIVED: 'Archived',
    },
  },
  pl: {
    subject: (team, status) => `${team}: badanie ma teraz stan „${status}”`,
    greeting: (name) => (name ? `Dzień dobry, ${name},` : 'Dzień dobry,'),
    intro: (team, status) => `Badanie w klinice ${team} przeszło do stanu „${status}”.`,
    action: 'Otwórz badanie',
    reason: (team) =>
      `Otrzymujesz tę wiadomość zgodnie z ustawieniami powiadomień w klinice ${team}; możesz je zmienić w ustawieniach kliniki.`,
    signature: 'Zespół Telemed',
    sms: (team, status, link) => `Telemed, ${team}: badanie ma teraz stan „${status}”. ${link}`,
    statuses: {
      PENDING: 'Oczekujące',
      IN_PROGRESS: 'W trakcie',
      FOR_DESCRIPTION: 'Do opisu',
      DESCRIBED: 'Opisane',
      FINISHED: 'Zakończone',
      FAILED: 'Nieudane',
      ARCHIVED: 'Zarchiwizowane',
    },
  },
  es: {
    subject: (team, status) => `${team}: un estudio está ahora en «${status}»`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (team, status) => `Un estudio de ${team} ha pasado al estado «${status}».`,
    action: 'Abrir el estudio',
    reason: (team) =>
      `Recibe este mensaje por sus ajustes de notificaciones en ${team}; puede cambiarlos en los ajustes de la clínica.`,
    signature: 'El equipo de Telemed',
    sms: (team, status, link) => `Telemed, ${team}: un estudio está ahora en «${status}». ${link}`,
    statuses: {
      PENDING: 'Pendiente',
      IN_PROGRESS: 'En curso',
      FOR_DESCRIPTION: 'Para describir',
      DESCRIBED: 'Descrito',
      FINISHED: 'Finalizado',
      FAILED: 'Fallido',
      ARCHIVED: 'Archivado',
    },
  },
  it: {
    subject: (team, status) => `${team}: un esame è ora «${status}»`,
    greeting: (name) => (name ? `Buongiorno ${name},` : 'Buongiorno,'),
    intro: (team, status) => `Un esame di ${team} è passato allo stato «${status}».`,
    action: "Apri l'esame",
    reason: (team) =>
      `Ricevi questo messaggio per le tue impostazioni delle notifiche in ${team}; puoi cambiarle nelle impostazioni della clinica.`,
    signature: 'Il team Telemed',
    sms: (team, status, link) => `Telemed, ${team}: un esame è ora «${status}». ${link}`,
    statuses: {
      PENDING: 'In attesa',
      IN_PROGRESS: 'In corso',
      FOR_DESCRIPTION: 'Da refertare',
      DESCRIBED: 'Refertato',
      FINISHED: 'Completato',
      FAILED: 'Non riuscito',
      ARCHIVED: 'Archiviato',
    },
  },
  el: {
    subject: (team, status) => `${team}: μια εξέταση είναι τώρα «${status}»`,
    greeting: (name) => (name ? `Γεια σας ${name},` : 'Γεια σας,'),
    intro: (team, status) => `Μια εξέταση της ${team} πέρασε στην κατάσταση «${status}».`,
    action: 'Άνοιγμα της εξέτασης',
    reason: (team) =>
      `Λαμβάνετε αυτό το μήνυμα λόγω των ρυθμίσεων ειδοποιήσεων στην ${team}· αλλάξτε τις στις ρυθμίσεις της κλινικής.`,
    signature: 'Η ομάδα του Telemed',
    sms: (team, status, link) => `Telemed, ${team}: μια εξέταση είναι τώρα «${status}». ${link}`,
    statuses: {
      PENDING: 'Σε αναμονή',
      IN_PROGRESS: 'Σε εξέλιξη',
      FOR_DESCRIPTION: 'Προς περιγραφή',
      DESCRIBED: 'Περιγράφηκε',
      FINISHED: 'Ολοκληρώθηκε',
      FAILED: 'Απέτυχε',
      ARCHIVED: 'Αρχειοθετήθηκε',
    },
  },
  de: {
    subject: (team, status) => `${team}: eine Untersuchung ist jetzt „${status}“`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: (team, status) => `Eine Untersuchung in ${team} hat den Status „${status}“ erreicht.`,
    action: 'Untersuchung öffnen',
    reason: (team) =>
      `Sie erhalten diese Nachricht aufgrund Ihrer Benachrichtigungseinstellungen in ${team}; ändern Sie sie in den Klinikeinstellungen.`,
    signature: 'Ihr Telemed-Team',
    sms: (team, status, link) =>
      `Telemed, ${team}: eine Untersuchung ist jetzt „${status}“. ${link}`,
    statuses: {
      PENDING: 'Ausstehend',
      IN_PROGRESS: 'Läuft',
      FOR_DESCRIPTION: 'Zur Befundung',
      DESCRIBED: 'Befundet',
      FINISHED: 'Abgeschlossen',
      FAILED: 'Fehlgeschlagen',
      ARCHIVED: 'Archiviert',
    },
  },
};

/**
 * What a status change notice says. It names the clinic, the new status and the link to the
 * examination, never the patient: mail and SMS leave the clinic's systems.
 */
export interface StatusChangeContent {
  language: Language;
  fullName: string;
  teamName: string;
  status: ExaminationStatus;
  link: string;
}

/** The notice by mail, as plain text and HTML. */
export function composeStatusChangeMail(content: StatusChangeContent): ComposedMail {
  const strings = STRINGS[content.language];
  const status = strings.statuses[displayedExaminationStatus(content.status)];
  const subject = strings.subject(content.teamName, status);
  const greeting = strings.greeting(content.fullName);
  const intro = strings.intro(content.teamName, status);
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

/** The notice by SMS: one short line with the link. */
export function composeStatusChangeSms(content: StatusChangeContent): string {
  const strings = STRINGS[content.language];
  const status = strings.statuses[displayedExaminationStatus(content.status)];
  return strings.sms(content.teamName, status, content.link);
}
