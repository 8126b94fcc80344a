import type { SignalsStrings } from './en-GB';

/** The signal viewer's strings in German. */
export const de: SignalsStrings = {
  viewer: {
    label: 'Signale',
    roleDescription: 'Signalanzeige',
    instructions:
      'Pfeiltasten links und rechts verschieben das Fenster, Plus und Minus zoomen, Pos1 und Ende springen zum Anfang und Ende der Aufzeichnung.',
    summary: 'Kanäle: {{channels}}. Fenster von {{start}} bis {{end}}.',
    loading: 'Signale werden geladen…',
    failed: 'Die Signale konnten nicht geladen werden.',
    paperSpeed: '{{speed}} mm/s',
  },
  track: {
    calibration: '{{calibration}} mm/mV',
    fittedScale: 'angepasst',
    autoScale: 'automatisch',
    gain: '×{{gain}}',
    reversed: 'invertiert',
    fit: '{{channel}} an die Spur anpassen',
    amplify: 'Amplitude von {{channel}} erhöhen',
    attenuate: 'Amplitude von {{channel}} verringern',
    reverse: 'Polarität von {{channel}} umkehren',
    controls: 'Einstellungen von {{channel}}',
  },
};
