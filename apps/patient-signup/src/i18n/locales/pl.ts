import type { SignupMessages } from './en-GB';

/** Polish strings of the `signup` namespace. */
export const pl: SignupMessages = {
  productName: 'Telemed',
  tagline: 'Rejestracja na rehabilitację',
  documentTitle: '{{page}} · Telemed',
  stepProgress: 'Krok {{current}} z {{total}}',
  goToSignIn: 'Przejdź do logowania',
  signInHint: 'Zaloguj się adresem e-mail i hasłem podanymi przy rejestracji.',
  pages: {
    subscription: {
      title: 'Wybierz plan rehabilitacji',
      lead: 'Wybierz plan swojego programu rehabilitacji: bezpłatne demo, płatność jednorazową lub subskrypcję. Swoje dane podasz w następnym kroku.',
    },
    form: {
      title: 'Twoje dane',
      lead: 'Podaj dane, których placówka potrzebuje, aby przypisać Cię do programu rehabilitacji.',
    },
    paymentSuccessOneTime: {
      title: 'Płatność przyjęta',
      body: 'Dziękujemy. Otrzymaliśmy Twoją jednorazową płatność, a dostęp do programu rehabilitacji jest już aktywny.',
    },
    paymentRehabilitationSuccessSubscription: {
      title: 'Subskrypcja rehabilitacji jest aktywna',
      body: 'Dziękujemy. Płatność się powiodła i Twoja subskrypcja programu rehabilitacji właśnie się rozpoczęła. Odnawia się automatycznie na koniec każdego okresu rozliczeniowego, dopóki jej nie anulujesz.',
    },
    paymentSuccessSubscription: {
      title: 'Subskrypcja jest aktywna',
      body: 'Dziękujemy. Twoja subskrypcja właśnie się rozpoczęła. Jeśli plan obejmuje okres próbny, pierwsza płatność zostanie pobrana po jego zakończeniu; potem subskrypcja odnawia się automatycznie na koniec każdego okresu rozliczeniowego, dopóki jej nie anulujesz.',
    },
    paymentSuccessDemo: {
      title: 'Wersja demonstracyjna jest aktywna',
      body: 'Plan demonstracyjny został włączony. Nie pobraliśmy żadnej opłaty. Możesz korzystać z platformy przez cały okres demonstracyjny i w każdej chwili wybrać plan płatny.',
    },
    sandboxCheckout: {
      title: 'Płatność testowa',
    },
    notFound: {
      title: 'Nie znaleziono strony',
      body: 'Ten adres nie istnieje. Rozpocznij rejestrację na rehabilitację od nowa albo przejdź do portalu placówki.',
      startRegistration: 'Rozpocznij rejestrację',
    },
  },
  unexpectedError: {
    title: 'Coś poszło nie tak',
    body: 'Nie udało się wyświetlić tej strony. Odśwież ją, aby spróbować ponownie.',
    reload: 'Odśwież stronę',
  },
  legal: {
    navigationLabel: 'Informacje prawne',
    serviceTerms: 'Regulamin serwisu',
    privacyPolicy: 'Polityka prywatności',
    subscriptionServices: 'Regulamin usług subskrypcyjnych',
  },
  plans: {
    loading: 'Wczytywanie planów…',
    loadFailed: 'Nie udało się wczytać planów. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    previousCheckout: 'Twoja ostatnia próba płatności',
  },
  registration: {
    redirecting: 'Przekierowujemy do strony płatności…',
  },
  sandboxCheckout: {
    testNotice:
      'To jest testowa strona płatności. Żadna karta nie zostanie obciążona i żadne pieniądze nie zostaną pobrane.',
    loading: 'Wczytywanie płatności…',
    loadFailed: 'Nie udało się wczytać tej płatności. Wróć do rejestracji i spróbuj ponownie.',
    summary: 'Podsumowanie płatności',
    plan: 'Plan',
    amount: 'Kwota',
    account: 'Konto',
    trial: 'Okres próbny',
    choose: 'Wybierz przebieg płatności testowej',
    accepted: 'Zapłać kartą, która zostanie zaakceptowana',
    declined: 'Zapłać kartą, która zostanie odrzucona',
    delayed: 'Zapłać metodą potwierdzaną później',
    abandoned: 'Anuluj i wróć do planów',
    awaiting: 'Ta płatność czeka na potwierdzenie.',
    delayedSucceeded: 'Potwierdź opóźnioną płatność',
    delayedFailed: 'Odrzuć opóźnioną płatność',
    closed: 'Ta płatność została już rozliczona.',
    sendFailed: 'Nie udało się wysłać wyniku. Sprawdź połączenie i spróbuj ponownie.',
  },
  checkout: {
    missing:
      'Ta strona potrzebuje identyfikatora płatności ze strony płatności. Jeśli trafiłeś(-aś) tu inną drogą, zacznij rejestrację od nowa.',
    loadFailed: 'Nie udało się wczytać stanu płatności. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    choosePlanAgain: 'Wybierz plan i spróbuj ponownie',
    trialEnds: 'Okres próbny kończy się {{date}}.',
    periodEnds: 'Dostęp trwa do {{date}}.',
    nextSteps: 'Co dalej',
    confirmEmail:
      'Potwierdź adres e-mail: otwórz wysłaną przez nas wiadomość i kliknij link. Dopiero wtedy możesz się zalogować.',
    recoverCode:
      'W tej samej wiadomości jest kod odzyskiwania, o który aplikacja mobilna zapyta na nowym telefonie.',
  },
};
