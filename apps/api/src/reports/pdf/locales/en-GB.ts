/**
 * The PDF report's strings in English (United Kingdom): the clinic's report page's own words (apps/clinic
 * `reports`, `examination.statistics`; @telemed/forms `examinationTypes`; @telemed/ui `distribution`), so paper and screen
 * say the same, and the few only paper has (titles, page numbers, strip scale).
 */
export const enGB = {
  titles: {
    full: 'Examination report',
    holter: 'Holter ECG report',
    covid: 'COVID home monitoring report',
    hrv: 'Heart rate variability (HRV) report',
  },
  page: 'Page {{page}} of {{pages}}',
  stripScale: '{{speed}} mm/s, {{gain}} mm/mV',
  noHolter:
    'The ECG of this examination has not been analysed, so the report has no Holter section yet.',
  noCovid: 'This examination has no home monitoring data.',
  pdf: {
    heading: 'PDF report',
    intro:
      'The server renders the report as a PDF file in the language you choose, to download or to send by e-mail.',
    variant: 'Report',
    variants: {
      full: 'Full report',
      holter: 'Holter ECG report',
      covid: 'COVID home monitoring report',
      hrv: 'HRV report',
    },
    language: 'Language',
    download: 'Download PDF',
    send: 'Send report',
    sendTitle: 'Send the report by e-mail',
    email: 'E-mail address',
    emailHint: 'The patient’s address or another; the PDF goes attached.',
    cancel: 'Cancel',
    sendAction: 'Send',
    preparing: 'Preparing the PDF…',
    ready: 'The PDF is ready.',
    history: 'Sent reports',
    noHistory: 'No report of this examination has been sent by e-mail yet.',
    sentAt: 'Sent',
    recipient: 'To',
    sentBy: 'By',
    cancelTask: 'Stop',
  },
  clinic: 'Clinic',
  patient: 'Patient',
  examination: 'Examination',
  period: 'Recorded',
  physician: 'Physician',
  generated: 'Generated',
  reportId: 'Report ID',
  summary: 'Summary',
  noRecording: 'This examination has no recording yet.',
  automaticDescription: 'Automatic description, from the events as they stand.',
  ownDescription: 'Written by the physician.',
  bpm: 'bpm',
  respiratory: {
    heading: 'Breathing and saturation',
    ahi: 'AHI (apneas and hypopneas per hour)',
    odi3: 'ODI 3 % (desaturations of 3 points or more per hour)',
    odi4: 'ODI 4 % (desaturations of 4 points or more per hour)',
    apneas: {
      APNEA_OBSTRUCTIVE: 'Obstructive apneas',
      APNEA_CENTRAL: 'Central apneas',
      APNEA_MIXED: 'Mixed apneas',
      APNEA_NOT_CLASSIFIED: 'Unclassified apneas',
    },
    hypopneas: 'Hypopneas',
    averageApnea: 'Mean apnea length',
    longestApnea: 'Longest apnea',
    desaturations: 'Desaturations',
    averageDesaturation: 'Mean desaturation drop',
    averageSaturation: 'Mean SpO2',
    minimumSaturation: 'Lowest SpO2',
    t90: 'T90 (time below 90 % SpO2)',
    sci: 'Saturation change index',
    snoreIndex: 'Snoring episodes per hour',
    snoreTime: 'Snoring time',
    snoreScore: 'Snore score (share of 30 s epochs with snoring)',
  },
  holter: {
    heading: 'Holter ECG',
    totalBeats: 'All beats',
    normalBeats: 'Normal beats',
    otherBeats: 'Other beats',
    sveb: 'Supraventricular ectopic beats',
    veb: 'Ventricular ectopic beats',
    perHour: '{{rate}} per hour',
    fusion: 'Fusion beats',
    unclassified: 'Unclassified beats',
    averageRate: 'Mean heart rate',
    minimumRate: 'Lowest heart rate (one-minute mean)',
    maximumRate: 'Highest heart rate (one-minute mean)',
    belowBradycardia: 'Time below 60 bpm',
    aboveTachycardia: 'Time above 100 bpm',
    af: 'Atrial fibrillation',
    bradycardia: 'Bradycardia',
    tachycardia: 'Tachycardia',
    pauses: 'Pauses',
    noEpisodes: 'none',
    episodes_one: '{{count}} episode, {{total}} in all, longest {{longest}}',
    episodes_other: '{{count}} episodes, {{total}} in all, longest {{longest}}',
    decelerationCapacity: 'Deceleration capacity',
    activityTime: 'Physical activity',
    activityNotRecorded: 'Not recorded (the recorder has no activity sensor)',
    hourly: 'Hour by hour',
    hour: 'Hour from',
    beats: 'Beats',
    svebShort: 'SVEB',
    vebShort: 'VEB',
    minimumShort: 'Lowest bpm',
    averageShort: 'Mean bpm',
    maximumShort: 'Highest bpm',
  },
  covid: {
    heading: 'Home monitoring',
    analysed: 'Time with usable oximeter signal',
    coughs: 'Coughs',
    coughsPerHour: 'Coughs per hour',
    vitals: 'Vital signs over the monitoring',
    vital: 'Vital sign',
    minimum: 'Lowest',
    mean: 'Mean',
    maximum: 'Highest',
    pulse: 'Heart rate',
    spo2: 'SpO2',
    respirationRate: 'Respiration rate',
    temperature: 'Temperature',
    perMinute: '/min',
    days: 'Day by day',
    date: 'Day',
    noDays: 'No whole quarter hour with usable readings.',
    daysNote:
      'Each day: the mean of its 15-minute means, with the lowest and highest of them in brackets.',
    nights: 'Night by night (00:00–06:00, at rest)',
    night: 'Night to',
    noNights: 'No whole night (00:00–06:00) was recorded.',
  },
  eventTypes: {
    heading: 'Events by type',
    time: 'Time covered',
  },
  events: {
    heading: 'Events in the report',
    start: 'Start',
    duration: 'Length',
    description: 'Description',
    none: 'No event is marked for the report.',
    unlisted_one: '{{count}} more event is marked for the report and not listed here.',
    unlisted_other: '{{count}} more events are marked for the report and not listed here.',
  },
  strips: {
    heading: 'Event strips',
    first_one: 'The strip of the first {{count}} event.',
    first_other: 'The strips of the first {{count}} events.',
    caption: '{{type}} at {{start}}, {{length}}',
    speed: '{{speed}} mm/s',
  },
  hrv: {
    series: 'NN intervals',
    rrCount: 'RR intervals',
    nnCount: 'NN intervals used',
    nnShare: 'Share of the recording used',
    timeDomain: 'Time domain',
    frequencyDomain: 'Frequency domain',
    measure: 'Measure',
    meaning: 'Meaning',
    value: 'Value',
    reference: 'Reference',
    timeReference:
      'Reference: mean ± SD of healthy adults over 24 hours (Task Force of the ESC and NASPE, 1996).',
    frequencyReference:
      'Reference: mean ± SD of healthy adults lying still for 5 minutes (Task Force of the ESC and NASPE, 1996); a 24-hour spectrum compares with it only loosely.',
    normalisedUnit: 'n.u.',
    noSpectrum: 'The NN intervals span less than 2 minutes: too short for a spectrum.',
    measures: {
      meanNn: {
        name: 'Mean NN',
        meaning: 'Mean of the NN intervals',
      },
      sdnn: {
        name: 'SDNN',
        meaning: 'Standard deviation of all NN intervals',
      },
      sdann: {
        name: 'SDANN',
        meaning: 'Standard deviation of the 5-minute mean NN intervals',
      },
      sdnnIndex: {
        name: 'SDNN index',
        meaning: 'Mean of the standard deviations of NN intervals in 5-minute segments',
      },
      rmssd: {
        name: 'RMSSD',
        meaning: 'Root mean square of successive differences of NN intervals',
      },
      nn50: {
        name: 'NN50',
        meaning: 'Successive NN intervals differing by more than 50 ms',
      },
      pnn50: {
        name: 'pNN50',
        meaning: 'NN50 as a share of all successive differences',
      },
      triangularIndex: {
        name: 'HRV triangular index',
        meaning: 'NN intervals divided by the height of their histogram',
      },
      tinn: {
        name: 'TINN',
        meaning: 'Base width of the triangle fitted to the NN histogram',
      },
      vlf: {
        name: 'VLF',
        meaning: 'Power at very low frequencies (up to 0.04 Hz)',
      },
      lf: {
        name: 'LF',
        meaning: 'Power at low frequencies (0.04–0.15 Hz)',
      },
      hf: {
        name: 'HF',
        meaning: 'Power at high frequencies (0.15–0.4 Hz)',
      },
      totalPower: {
        name: 'Total power',
        meaning: 'Power up to 0.4 Hz',
      },
      lfHfRatio: {
        name: 'LF/HF',
        meaning: 'Ratio of low- to high-frequency power',
      },
      lfNu: {
        name: 'LF n.u.',
        meaning: 'LF as a share of the power above VLF',
      },
      hfNu: {
        name: 'HF n.u.',
        meaning: 'HF as a share of the power above VLF',
      },
    },
  },
  statistics: {
    type: 'Type',
    count: 'Count',
    perHour: 'Per hour',
    none: 'No events',
    counted: 'Time counted for the AHI (without wake and unusable signal)',
    events: 'Events',
    recorded: 'Recorded time',
    analyzed: 'Analysed time',
    planned: 'Planned examination time',
  },
  respiratoryTable: {
    total: 'All apneas and hypopneas',
    apneaTable: 'Apneas and hypopneas',
    meanDuration: 'Mean duration (s)',
    longest: 'Longest (s)',
    noPositions: 'This recording has no body position channel.',
    positionChart: 'Body position over the recording: {{summary}}',
    positionTable: 'Time and AHI in each body position',
    position: 'Body position',
    time: 'Time',
    share: 'Share (%)',
    events: 'Apneas and hypopneas',
    ahi: 'AHI',
    positions: {
      ABDOMEN: 'Prone',
      CHEST: 'Supine',
      LEFT_SIDE: 'Left side',
      RIGHT_SIDE: 'Right side',
      STATIONARY: 'Upright',
    },
  },
  description: {
    label: 'Report description',
    automatic: {
      ahi: 'AHI {{ahi}} per hour: {{severity}}.',
      odi: 'ODI {{odi}} per hour.',
      centralPredominant: 'Most apneas are central.',
      cardiac:
        '{{sveb}} supraventricular and {{veb}} ventricular ectopic beats; atrial fibrillation: {{af}}, pauses: {{pauses}}, ventricular tachycardia: {{vt}}.',
      events: '{{count}} events over {{hours}} hours.',
      severity: {
        none: 'no sleep apnea',
        mild: 'mild sleep apnea',
        moderate: 'moderate sleep apnea',
        severe: 'severe sleep apnea',
      },
    },
  },
  examinationTypes: {
    holter_ecg: 'Holter ECG',
    sleep_apnea: 'Sleep apnea',
    covid: 'COVID home monitoring',
    stress_inlab: 'Stress test in the lab',
    gameinn: 'Game-based examination',
    hrv: 'HRV',
    edf_dataset: 'EDF dataset',
  },
  distribution: {
    saturationTitle: 'Saturation distribution',
    heartRateTitle: 'Heart rate distribution',
    rangeColumn: 'Range',
    timeColumn: 'Time',
    shareColumn: 'Share of time',
    beatsPerMinute: 'bpm',
  },
};

/** The plural forms some languages have beside `_one` and `_other` (Polish: few, many). */
type OtherPluralForms<T> = {
  [
    Key in keyof T & string as Key extends `${infer Base}_one`
      ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
      : never
  ]?: string;
};

type WithPluralForms<T> = {
  [Key in keyof T]: T[Key] extends string ? string : WithPluralForms<T[Key]>;
} & OtherPluralForms<T>;

/** Every string of the PDF report in one language. */
export type ReportPdfStrings = WithPluralForms<typeof enGB>;
