import type { SignalsStrings } from './en-GB';

/** The signal viewer's strings in Polish. */
export const pl: SignalsStrings = {
  viewer: {
    label: 'Sygnały',
    roleDescription: 'przeglądarka sygnałów',
    instructions:
      'Strzałki w lewo i w prawo przesuwają okno, plus i minus zmieniają powiększenie, Home i End przechodzą na początek i koniec zapisu.',
    summary: 'Kanały: {{channels}}. Okno od {{start}} do {{end}}.',
    loading: 'Ładowanie sygnałów…',
    failed: 'Nie udało się wczytać sygnałów.',
    paperSpeed: '{{speed}} mm/s',
  },
  track: {
    calibration: '{{calibration}} mm/mV',
    fittedScale: 'dopasowana',
    autoScale: 'automatyczna',
    gain: '×{{gain}}',
    reversed: 'odwrócona',
    fit: 'Dopasuj {{channel}} do ścieżki',
    amplify: 'Zwiększ amplitudę {{channel}}',
    attenuate: 'Zmniejsz amplitudę {{channel}}',
    reverse: 'Odwróć polaryzację {{channel}}',
    controls: 'Ustawienia {{channel}}',
  },
};
