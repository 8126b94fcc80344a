import type { Language, MemberRole } from '@telemed/domain';
import { mailHtml } from './composeMail';
import type { ComposedMail } from './composeMail';

/** Texts of the invitation mail in one language. */
interface InvitationStrings {
  subject: (teamName: string) => string;
  greeting: string;
  intro: (inviter: string, teamName: string, role: string) => string;
  action: string;
  account: string;
  ignore: string;
  signature: string;
  roles: Record<MemberRole, string>;
}

const STRINGS: Record<Language, InvitationStrings> = {
  'en-GB': {
    subject: (team) => `Invitation to join ${team} on Telemed`,
    greeting: 'Hello,',
    intro: (inviter, team, role) => `${inviter} invites you to join ${team} on Telemed as ${role}.`,
    action: 'View the invitation',
    account: 'Sign in with this address, or create an account with it, to accept.',
    ignore: 'If you do not know this clinic, you can ignore this message.',
    signature: 'The Telemed team',
    roles: {
      user: 'a patient',
      doctor: 'a doctor',
      nurse: 'a nurse',
      physiotherapist: 'a physiotherapist',
      administrator: 'an administrator',
    },
  },
  pl: {
    subject: (team) => `Zaproszenie do ${team} w Telemed`,
    greeting: 'Dzień dobry,',
    intro: (inviter, team, role) =>
      `${inviter} zaprasza Cię do kliniki ${team} w Telemed w roli: ${role}.`,
    action: 'Zobacz zaproszenie',
    account: 'Aby je przyjąć, zaloguj się tym adresem lub załóż na niego konto.',
    ignore: 'Jeśli nie znasz tej kliniki, zignoruj tę wiadomość.',
    signature: 'Zespół Telemed',
    roles: {
      user: 'pacjent',
      doctor: 'lekarz',
      nurse: 'pielęgniarka',
      physiotherapist: 'fizjoterapeuta',
      administrator: 'administrator',
    },
  },
  es: {
    subject: (team) => `Invitación para unirse a ${team} en Telemed`,
    greeting: 'Hola:',
    intro: (inviter, team, role) =>
      `${inviter} le invita a unirse a ${team} en Telemed con el rol de ${role}.`,
    action: 'Ver la invitación',
    account: 'Para aceptarla, inicie sesión con esta dirección o cree una cuenta con ella.',
    ignore: 'Si no conoce esta clínica, puede ignorar este mensaje.',
    signature: 'El equipo de Telemed',
    roles: {
      user: 'paciente',
      doctor: 'médico',
      nurse: 'enfermero/a',
      physiotherapist: 'fisioterapeuta',
      administrator: 'administrador',
    },
  },
  it: {
    subject: (team) => `Invito a unirti a ${team} su Telemed`,
    greeting: 'Buongiorno,',
    intro: (inviter, team, role) =>
      `${inviter} ti invita a unirti a ${team} su Telemed con il ruolo di ${role}.`,
    action: "Visualizza l'invito",
    account: 'Per accettarlo, accedi con questo indirizzo o crea un account con esso.',
    ignore: 'Se non conosci questa clinica, puoi ignorare questo messaggio.',
    signature: 'Il team Telemed',
    roles: {
      user: 'paziente',
      doctor: 'medico',
      nurse: 'infermiere',
      physiotherapist: 'fisioterapista',
      administrator: 'amministratore',
    },
  },
  el: {
    subject: (team) => `Πρόσκληση συμμετοχής στην ${team} στο Telemed`,
    greeting: 'Γεια σας,',
    intro: (inviter, team, role) =>
      `Ο/Η ${inviter} σας προσκαλεί στην ${team} στο Telemed με ρόλο: ${role}.`,
    action: 'Δείτε την πρόσκληση',
    account: 'Για να την αποδεχθείτε, συνδεθείτε με αυτή τη διεύθυνση ή δημιουργήστε λογαριασμό.',
    ignore: 'Αν δεν γνωρίζετε αυτή την κλινική, αγνοήστε αυτό το μήνυμα.',
    signature: 'Η ομάδα του Telemed',
    roles: {
      user: 'ασθενής',
      doctor: 'ιατρός',
      nurse: 'νοσηλευτής/τρια',
      physiotherapist: 'φυσιοθεραπευτής/τρια',
      administrator: 'διαχειριστής',
    },
  },
  de: {
    subject: (team) => `Einladung zu ${team} bei Telemed`,
    greeting: 'Guten Tag,',
    intro: (inviter, team, role) =>
      `${inviter} lädt Sie ein, ${team} bei Telemed als ${role} beizutreten.`,
    action: 'Einladung ansehen',
    account:
      'Melden Sie sich mit dieser Adresse an oder legen Sie damit ein Konto an, um anzunehmen.',
    ignore: 'Wenn Sie diese Klinik nicht kennen, können Sie diese Nachricht ignorieren.',
    signature: 'Ihr Telemed-Team',
    roles: {
      user: 'Patient',
      doctor: 'Arzt',
      nurse: 'Pflegekraft',
      physiotherapist: 'Physiotherapeut',
      administrator: 'Administrator',
    },
  },
};

/** What an invitation mail says: who invites, to which clinic, with which role, and its link. */
export interface InvitationMailContent {
  language: Language;
  inviterName: string;
  teamName: string;
  role: MemberRole;
  link: string;
}

/** The invitation mail as plain text and simple inline-styled HTML. */
export function composeInvitationMail(content: InvitationMailContent): ComposedMail {
  const strings = STRINGS[content.language];
  const intro = strings.intro(content.inviterName, content.teamName, strings.roles[content.role]);
  const subject = strings.subject(content.teamName);
  const text = [
    strings.greeting,
    '',
    intro,
    strings.account,
    '',
    `${strings.action}: ${content.link}`,
    '',
    strings.ignore,
    '',
    strings.signature,
    '',
  ].join('\n');
  const html = mailHtml({
    language: content.language,
    subject,
    paragraphs: [strings.greeting, intro, strings.account],
    action: { label: strings.action, link: content.link },
    notes: [strings.ignore],
    signature: strings.signature,
  });
  return { subject, text, html };
}
