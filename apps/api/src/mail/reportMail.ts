import type { Language } from '@telemed/domain';
import { escapeHtml } from './composeMail';
import type { ComposedMail } from './composeMail';

/** Texts of the mail that carries a report PDF, in one language. */
interface ReportMailStrings {
  subject: (title: string, clinic: string) => string;
  greeting: string;
  intro: (title: string, clinic: string, patient: string) => string;
  privacy: string;
  signature: string;
}

const STRINGS: Record<Language, ReportMailStrings> = {
  'en-GB': {
    subject: (title, clinic) => `${title} from ${clinic}`,
    greeting: 'Hello,',
    intro: (title, clinic, patient) =>
      `${clinic} sends you “${title}” of ${patient}. It is attached to this message as a PDF file.`,
    privacy:
      'This message holds health information. If it was not meant for you, please delete it and tell the clinic.',
    signature: 'The Telemed team',
  },
  pl: {
    subject: (title, clinic) => `${title} – ${clinic}`,
    greeting: 'Dzień dobry,',
    intro: (title, clinic, patient) =>
      `${clinic} przesyła dokument „${title}” pacjenta ${patient}. Jest załączony do tej wiadomości jako plik PDF.`,
    privacy:
      'Ta wiadomość zawiera dane o zdrowiu. Jeśli nie była przeznaczona dla Ciebie, usuń ją i powiadom klinikę.',
    signature: 'Zespół Telemed',
  },
  es: {
    subject: (title, clinic) => `${title} de ${clinic}`,
    greeting: 'Hola:',
    intro: (title, clinic, patient) =>
      `${clinic} le envía el documento «${title}» de ${patient}. Va adjunto a este mensaje como archivo PDF.`,
    privacy:
      'Este mensaje contiene información de salud. Si no iba dirigido a usted, elimínelo y avise a la clínica.',
    signature: 'El equipo de Telemed',
  },
  it: {
    subject: (title, clinic) => `${title} da ${clinic}`,
    greeting: 'Buongiorno,',
    intro: (title, clinic, patient) =>
      `${clinic} le invia il documento «${title}» di ${patient}. È allegato a questo messaggio come file PDF.`,
    privacy:
      'Questo messaggio contiene informazioni sanitarie. Se non era destinato a lei, lo elimini e avvisi la clinica.',
    signature: 'Il team di Telemed',
  },
  el: {
    subject: (title, clinic) => `${title} από ${clinic}`,
    greeting: 'Γεια σας,',
    intro: (title, clinic, patient) =>
      `Η κλινική ${clinic} σας στέλνει το έγγραφο «${title}» του/της ${patient}. Επισυνάπτεται σε αυτό το μήνυμα ως αρχείο PDF.`,
    privacy:
      'Αυτό το μήνυμα περιέχει πληροφορίες υγείας. Αν δεν προοριζόταν για εσάς, διαγράψτε το και ενημερώστε την κλινική.',
    signature: 'Η ομάδα του Telemed',
  },
  de: {
    subject: (title, clinic) => `${title} von ${clinic}`,
    greeting: 'Guten Tag,',
    intro: (title, clinic, patient) =>
      `${clinic} sendet Ihnen das Dokument „${title}“ von ${patient}. Es ist dieser Nachricht als PDF-Datei angehängt.`,
    privacy:
      'Diese Nachricht enthält Gesundheitsdaten. Falls sie nicht für Sie bestimmt war, löschen Sie sie bitte und informieren Sie die Klinik.',
    signature: 'Ihr Telemed-Team',
  },
};

/**
 * The mail a report PDF goes out with (the PDF attached by the sender): who sends what, and a
 * privacy note, since the recipient may be anyone the clinic typed in.
 */
export function reportMail(
  language: Language,
  report: { title: string; clinic: string; patient: string },
): ComposedMail {
  const strings = STRINGS[language];
  const subject = strings.subject(report.title, report.clinic);
  const intro = strings.intro(report.title, report.clinic, report.patient);
  const text = [strings.greeting, '', intro, '', strings.privacy, '', strings.signature, ''].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p>${escapeHtml(strings.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:13px;color:#4a5a6a">${escapeHtml(strings.privacy)}</p>
<p>${escapeHtml(strings.signature)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
