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
};
