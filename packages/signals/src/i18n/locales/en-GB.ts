/** The signal viewer's strings in British English, the fallback language. */
export const enGB = {
  viewer: {
    label: 'Signals',
    roleDescription: 'signal viewer',
    instructions:
      'Left and right arrows move the window, plus and minus zoom, Home and End go to the start and end of the recording.',
    summary: 'Channels: {{channels}}. Window from {{start}} to {{end}}.',
    loading: 'Loading signals…',
    failed: 'The signals could not be loaded.',
    paperSpeed: '{{speed}} mm/s',
  },
  track: {
    calibration: '{{calibration}} mm/mV',
    fittedScale: 'fitted',
    autoScale: 'auto',
    gain: '×{{gain}}',
    reversed: 'reversed',
    fit: 'Fit {{channel}} to the track',
    amplify: 'Increase the amplitude of {{channel}}',
    attenuate: 'Decrease the amplitude of {{channel}}',
    reverse: 'Reverse the polarity of {{channel}}',
    controls: 'Controls of {{channel}}',
  },
};

/** The shape of the signal viewer's strings; every language has the same keys. */
export type SignalsStrings = typeof enGB;
