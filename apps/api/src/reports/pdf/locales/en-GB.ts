import { reportResources } from '@telemed/domain';
import type { WithPluralForms } from '@telemed/domain';

/**
 * The PDF report's strings in English (United Kingdom). The report's wording is @telemed/domain's
 * `reportResources`, which the clinic's report pages show too; beside it the words of other
 * screens the PDF prints (the clinic's `examination.statistics`, @telemed/forms'
 * `examinationTypes`, @telemed/ui's `distribution`) and the few only paper has (titles, page
 * numbers, strip scale).
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
  // The report pages' own wording, from @telemed/domain: paper and screen say the same.
  ...reportResources['en-GB'],
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

/** Every string of the PDF report in one language. */
export type ReportPdfStrings = WithPluralForms<typeof enGB>;
