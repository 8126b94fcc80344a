import type { MailStrings } from '../mailStrings';

export const de: MailStrings = {
  greeting: (fullName) => (fullName ? `Guten Tag ${fullName},` : 'Guten Tag,'),
  linkFallback:
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  signature: 'Ihr Telemed-Team',
  confirmAccount: {
    subject: 'Bestätigen Sie Ihr Telemed-Konto',
    intro:
      'Vielen Dank für Ihre Registrierung bei Telemed. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
    action: 'Konto bestätigen',
    expiry: 'Der Link ist 7 Tage gültig.',
    ignore: 'Wenn Sie kein Konto angelegt haben, können Sie diese Nachricht ignorieren.',
  },
  resetPassword: {
    subject: 'Neues Telemed-Passwort festlegen',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Telemed-Kontos zurückzusetzen.',
    action: 'Neues Passwort festlegen',
    expiry: 'Der Link ist 1 Stunde gültig und kann einmal verwendet werden.',
    ignore:
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
  },
  changeEmail: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    intro:
      'Sie möchten diese Adresse für Ihr Telemed-Konto verwenden. Bestätigen Sie die Änderung, um sie zu nutzen.',
    action: 'Neue Adresse bestätigen',
    expiry: 'Der Link ist 24 Stunden gültig.',
    ignore:
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Konto behält die bisherige Adresse.',
  },
  accountExists: {
    subject: 'Ihr Telemed-Konto',
    intro:
      'Jemand hat beantragt, mit dieser Adresse ein Telemed-Konto anzulegen; sie hat bereits eines. Wenn Sie das waren, legen Sie über den Link unten das Passwort Ihres Kontos fest; möglicherweise hat eine Klinik das Konto für Sie angelegt.',
    action: 'Passwort festlegen',
    expiry: 'Der Link ist 1 Stunde gültig und kann einmal verwendet werden.',
    ignore:
      'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht; an Ihrem Konto ändert sich nichts.',
  },
  emailInUse: {
    subject: 'Ihre E-Mail-Adresse wurde für ein anderes Telemed-Konto angegeben',
    intro:
      'Jemand, der bei Telemed angemeldet ist, wollte die Adresse seines Kontos in diese ändern. Sie gehört bereits zu Ihrem Telemed-Konto, daher wurde nichts geändert.',
    action: 'Bei Telemed anmelden',
    expiry: 'Ihr Konto und seine Adresse bleiben unverändert.',
    ignore:
      'Wenn Sie das waren, melden Sie sich mit dieser Adresse an oder nutzen Sie „Passwort vergessen“ auf der Anmeldeseite. Andernfalls können Sie diese Nachricht ignorieren.',
  },
};
