import type { MailStrings } from '../mailStrings';

export const pl: MailStrings = {
  greeting: (fullName) => (fullName ? `Dzień dobry ${fullName},` : 'Dzień dobry,'),
  linkFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  signature: 'Zespół Telemed',
  confirmAccount: {
    subject: 'Potwierdź swoje konto Telemed',
    intro: 'Dziękujemy za rejestrację w Telemed. Potwierdź swój adres e-mail, aby aktywować konto.',
    action: 'Potwierdź konto',
    expiry: 'Link jest ważny przez 7 dni.',
    ignore: 'Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
  },
  resetPassword: {
    subject: 'Ustaw nowe hasło Telemed',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Telemed.',
    action: 'Ustaw nowe hasło',
    expiry: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
  },
  changeEmail: {
    subject: 'Potwierdź nowy adres e-mail',
    intro:
      'Poprosiłeś o używanie tego adresu w koncie Telemed. Potwierdź zmianę, aby zacząć z niego korzystać.',
    action: 'Potwierdź nowy adres',
    expiry: 'Link jest ważny przez 24 godziny.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; konto zachowa obecny adres.',
  },
  accountExists: {
    subject: 'Twoje konto Telemed',
    intro:
      'Ktoś poprosił o założenie konta Telemed na ten adres, który ma już konto. Jeśli to Ty, ustaw hasło do swojego konta za pomocą poniższego linku; konto mogła założyć dla Ciebie Twoja placówka.',
    action: 'Ustaw hasło',
    expiry: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; na Twoim koncie nic się nie zmieni.',
  },
  emailInUse: {
    subject: 'Twój adres e-mail został podany dla innego konta Telemed',
    intro:
      'Ktoś zalogowany w Telemed poprosił o zmianę adresu swojego konta na ten. Ten adres należy już do Twojego konta Telemed, więc nic nie zostało zmienione.',
    action: 'Zaloguj się do Telemed',
    expiry: 'Twoje konto i jego adres pozostają bez zmian.',
    ignore:
      'Jeśli to byłeś Ty, zaloguj się tym adresem albo użyj opcji „Nie pamiętasz hasła?” na stronie logowania. W przeciwnym razie zignoruj tę wiadomość.',
  },
};
