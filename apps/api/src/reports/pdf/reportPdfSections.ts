import { formatHrvReference, HRV_REFERENCES } from '@telemed/domain';
import type {
  CovidReport,
  DescriptionFindings,
  DistributionBin,
  Examination,
  ExaminationReport,
  HolterReport,
  HrvReport,
  Language,
  RespiratoryReport,
} from '@telemed/domain';
import { signalsResources } from '@telemed/signals/strings';
import type { PdfFormat } from './pdfFormat';
import type { PdfSheet } from './pdfSheet';
import { fill, plural } from './reportPdfStrings';
import type { ReportPdfStrings } from './reportPdfStrings';

type Report = ExaminationReport['report'];
type HrvContent = HrvReport['report'];

/** What every section writes with: the sheet, the strings and formats of the report's language. */
export interface SectionContext {
  sheet: PdfSheet;
  strings: ReportPdfStrings;
  format: PdfFormat;
  language: Language;
}

/** An event type's name as the viewer shows it; an unknown type reads as its code. */
export function eventTypeName(language: Language, type: string): string {
  const names: Record<string, string> = signalsResources[language].signals.eventType;
  return names[type] ?? type;
}

/**
 * The frame both report pages share: the clinic, the patient, the examination, the span it
 * covers, its physician, and when and as what this report was made.
 */
export function writeFrame(
  { sheet, strings, format }: SectionContext,
  frame: {
    title: string;
    clinicName: string | null;
    examination: Examination;
    period: { startDate: string; endDate: string };
    generatedAt: string;
    reportId: string;
  },
): void {
  const { examination } = frame;
  const types: Record<string, string> = strings.examinationTypes;
  sheet.title(frame.title);
  sheet.details([
    [strings.clinic, frame.clinicName],
    [strings.patient, examination.patientFullName],
    [strings.examination, types[examination.type] ?? examination.type],
    [
      strings.period,
      `${format.dateTime(frame.period.startDate)} – ${format.dateTime(frame.period.endDate)}`,
    ],
    [strings.physician, examination.assignedPhysician?.fullName],
    [strings.generated, format.dateTime(frame.generatedAt)],
    [strings.reportId, frame.reportId],
  ]);
}

/** The automatic description in words, as the examination page writes it. */
function automaticDescription(
  { strings, format, language }: SectionContext,
  findings: DescriptionFindings,
): string {
  const words = strings.description.automatic;
  const parts: string[] = [];
  const { sleep, cardiac } = findings;
  if (sleep) {
    parts.push(
      fill(words.ahi, { ahi: format.number(sleep.ahi), severity: words.severity[sleep.severity] }),
    );
    if (sleep.odi !== null) parts.push(fill(words.odi, { odi: format.number(sleep.odi) }));
    if (sleep.centralPredominant) parts.push(words.centralPredominant);
  }
  if (cardiac)
    parts.push(
      fill(words.cardiac, {
        sveb: cardiac.supraventricularEctopic,
        veb: cardiac.ventricularEctopic,
        af: cardiac.atrialFibrillation,
        pauses: cardiac.pauses,
        vt: cardiac.ventricularTachycardia,
      }),
    );
  if (parts.length === 0)
    parts.push(
      plural(language, words, 'events', findings.eventCount, {
        hours: format.number(findings.countedHours),
      }),
    );
  return parts.join(' ');
}

/** Recorded, planned and analysed time, the event count and the report's description. */
export function writeSummary(context: SectionContext, report: Report): void {
  const { sheet, strings, format } = context;
  sheet.heading(strings.summary);
  sheet.details([
    [strings.statistics.recorded, format.seconds(report.duration / 1000)],
    [strings.statistics.planned, format.seconds(report.plannedDuration / 1000)],
    [
      strings.statistics.analyzed,
      report.analyzedDuration === null ? null : format.seconds(report.analyzedDuration / 1000),
    ],
    [strings.statistics.events, format.count(report.eventCount)],
  ]);
  if (!report.recording) sheet.paragraph(strings.noRecording, true);
  const own = report.examination.reportDescription;
  sheet.heading(strings.description.label);
  sheet.paragraph(own ?? automaticDescription(context, report.automaticDescription));
  sheet.paragraph(own === null ? strings.automaticDescription : strings.ownDescription, true);
}

/** Breathing and saturation: indices, apneas by type, saturation, snoring, body positions. */
export function writeRespiratory(
  { sheet, strings, format }: SectionContext,
  respiratory: RespiratoryReport,
): void {
  const words = strings.respiratory;
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${format.number(value)} %`;
  const { saturation, snore } = respiratory;
  const apneas: Record<string, string> = words.apneas;
  sheet.heading(words.heading);
  sheet.details([
    [strings.statistics.counted, format.seconds(respiratory.analysedSeconds)],
    [words.ahi, format.number(respiratory.ahi)],
    [words.odi3, format.number(respiratory.odi3)],
    [words.odi4, format.number(respiratory.odi4)],
    ...APNEA_TYPES.map(
      (type) => [apneas[type] ?? type, format.count(respiratory.apneaCounts[type] ?? 0)] as const,
    ),
    [words.hypopneas, format.count(respiratory.hypopneaCount)],
    [words.averageApnea, format.seconds(respiratory.averageApneaSeconds)],
    [words.longestApnea, format.seconds(respiratory.longestApneaSeconds)],
    [words.desaturations, format.count(respiratory.desaturationCount)],
    [words.averageDesaturation, percent(respiratory.averageDesaturation)],
    [words.averageSaturation, percent(saturation?.averageSaturation)],
    [words.minimumSaturation, percent(saturation?.minimumSaturation)],
    [
      words.t90,
      saturation
        ? `${format.seconds(saturation.t90Seconds)} (${percent(saturation.t90Percent)})`
        : null,
    ],
    [words.sci, format.number(respiratory.saturationChangeIndex)],
    [words.snoreIndex, format.number(snore.snoreIndex)],
    [words.snoreTime, `${format.seconds(snore.snoreSeconds)} (${percent(snore.snorePercent)})`],
    [words.snoreScore, percent(snore.snoreScore)],
  ]);
  const table = strings.respiratoryTable;
  const positions: Record<string, string> = table.positions;
  if (respiratory.positions.length === 0) {
    sheet.paragraph(table.noPositions, true);
    return;
  }
  sheet.subheading(table.positionTable);
  sheet.table(
    [
      { heading: table.position, width: 3 },
      { heading: table.time, width: 3, align: 'right' },
      { heading: table.share, width: 2, align: 'right' },
      { heading: table.events, width: 3, align: 'right' },
      { heading: table.ahi, width: 2, align: 'right' },
    ],
    respiratory.positions.map((row) => [
      positions[row.position] ?? row.position,
      format.seconds(row.seconds),
      format.number(row.percent),
      format.count(row.eventCount),
      format.number(row.ahi),
    ]),
  );
}

/** The apnea types the report counts apart, in the report page's order. */
const APNEA_TYPES = [
  'APNEA_OBSTRUCTIVE',
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'APNEA_NOT_CLASSIFIED',
] as const;

/** Rhythm episodes shown, with their string keys. */
const RHYTHMS = [
  ['atrialFibrillation', 'af'],
  ['bradycardia', 'bradycardia'],
  ['tachycardia', 'tachycardia'],
  ['pauses', 'pauses'],
] as const;

/** The Holter report: beats by class, heart rate, rhythm episodes, and the hour-by-hour table. */
export function writeHolter(
  { sheet, strings, format, language }: SectionContext,
  holter: HolterReport,
): void {
  const words = strings.holter;
  const { heartRate } = holter;
  const bpm = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${format.number(value)} ${strings.bpm}`;
  const withRate = (count: number, perHour: number | null) =>
    `${format.count(count)} (${fill(words.perHour, { rate: format.number(perHour) })})`;
  sheet.heading(words.heading);
  sheet.details([
    [words.totalBeats, format.count(holter.totalBeats)],
    [words.normalBeats, format.count(holter.normalBeats)],
    [words.otherBeats, format.count(holter.otherBeats)],
    [words.sveb, withRate(holter.supraventricularBeats, holter.supraventricularPerHour)],
    [words.veb, withRate(holter.ventricularBeats, holter.ventricularPerHour)],
    [words.fusion, format.count(holter.fusionBeats)],
    [words.unclassified, format.count(holter.unclassifiedBeats)],
    [words.averageRate, bpm(holter.averageHeartRate)],
    [
      words.minimumRate,
      heartRate && `${bpm(heartRate.minimum)}, ${format.dateTime(heartRate.minimumAt)}`,
    ],
    [
      words.maximumRate,
      heartRate && `${bpm(heartRate.maximum)}, ${format.dateTime(heartRate.maximumAt)}`,
    ],
    [words.belowBradycardia, format.seconds(heartRate?.secondsBelowBradycardia)],
    [words.aboveTachycardia, format.seconds(heartRate?.secondsAboveTachycardia)],
    ...RHYTHMS.map(([field, key]) => {
      const episodes = holter[field];
      return [
        words[key],
        episodes.count === 0
          ? words.noEpisodes
          : plural(language, words, 'episodes', episodes.count, {
              total: format.seconds(episodes.totalSeconds),
              longest: format.seconds(episodes.longestSeconds),
            }),
      ] as const;
    }),
    [
      words.decelerationCapacity,
      holter.decelerationCapacity === null
        ? null
        : `${format.number(holter.decelerationCapacity)} ms`,
    ],
    [
      words.activityTime,
      holter.activityRecorded ? format.seconds(holter.activityTime) : words.activityNotRecorded,
    ],
  ]);
  sheet.subheading(words.hourly);
  sheet.table(
    [
      { heading: words.hour, width: 3 },
      { heading: words.beats, width: 2, align: 'right' },
      { heading: words.svebShort, width: 1.5, align: 'right' },
      { heading: words.vebShort, width: 1.5, align: 'right' },
      { heading: words.minimumShort, width: 2, align: 'right' },
      { heading: words.averageShort, width: 2, align: 'right' },
      { heading: words.maximumShort, width: 2, align: 'right' },
    ],
    holter.hours.map((hour) => [
      format.dateTime(hour.startDate),
      format.count(hour.beats),
      format.count(hour.supraventricularBeats),
      format.count(hour.ventricularBeats),
      format.number(hour.minimumHeartRate),
      format.number(hour.averageHeartRate),
      format.number(hour.maximumHeartRate),
    ]),
  );
}

const VITALS = ['pulse', 'spo2', 'respirationRate', 'temperature'] as const;

/** The home monitoring: coughs, vitals over the monitoring, day by day and night by night. */
export function writeCovid({ sheet, strings, format }: SectionContext, covid: CovidReport): void {
  const words = strings.covid;
  const unitOf = (vital: (typeof VITALS)[number]) =>
    vital === 'spo2'
      ? '%'
      : vital === 'temperature'
        ? '°C'
        : vital === 'pulse'
          ? strings.bpm
          : words.perMinute;
  const vitalHeading = (vital: (typeof VITALS)[number]) => `${words[vital]} (${unitOf(vital)})`;
  sheet.heading(words.heading);
  sheet.details([
    [words.analysed, format.seconds(covid.analysedSeconds)],
    [words.coughs, format.count(covid.coughCount)],
    [words.coughsPerHour, format.number(covid.coughsPerHour)],
  ]);
  sheet.subheading(words.vitals);
  sheet.table(
    [
      { heading: words.vital, width: 4 },
      { heading: words.minimum, width: 2, align: 'right' },
      { heading: words.mean, width: 2, align: 'right' },
      { heading: words.maximum, width: 2, align: 'right' },
    ],
    VITALS.map((vital) => {
      const range = covid.vitals[vital];
      return [
        vitalHeading(vital),
        format.number(range?.minimum),
        format.number(range?.mean),
        format.number(range?.maximum),
      ];
    }),
  );
  sheet.subheading(words.days);
  if (covid.days.length === 0) sheet.paragraph(words.noDays, true);
  else {
    sheet.paragraph(words.daysNote, true);
    sheet.table(
      [
        { heading: words.date, width: 2 },
        ...VITALS.map((vital) => ({
          heading: vitalHeading(vital),
          width: 3,
          align: 'right' as const,
        })),
        { heading: words.coughs, width: 1.5, align: 'right' },
      ],
      covid.days.map((day) => [
        day.date,
        ...VITALS.map((vital) => {
          const range = day[vital];
          return range
            ? `${format.number(range.mean)} (${format.number(range.minimum)}–${format.number(range.maximum)})`
            : '—';
        }),
        format.count(day.coughs),
      ]),
    );
  }
  sheet.subheading(words.nights);
  if (covid.nights.length === 0) sheet.paragraph(words.noNights, true);
  else
    sheet.table(
      [
        { heading: words.night, width: 2 },
        ...VITALS.map((vital) => ({
          heading: vitalHeading(vital),
          width: 2,
          align: 'right' as const,
        })),
        { heading: words.coughs, width: 1.5, align: 'right' },
      ],
      covid.nights.map((night) => [
        night.date,
        ...VITALS.map((vital) => format.number(night[vital])),
        format.count(night.coughs),
      ]),
    );
}

/**
 * A distribution of the examination (SpO2 or heart rate) as the report page's table view: each
 * range with time in it, how long and what share of the time.
 */
export function writeDistribution(
  { sheet, strings, format }: SectionContext,
  quantity: 'saturation' | 'heartRate',
  bins: readonly DistributionBin[] | null,
): void {
  const shown = (bins ?? []).filter((bin) => bin.seconds > 0);
  if (shown.length === 0) return;
  const words = strings.distribution;
  const unit = quantity === 'saturation' ? '%' : words.beatsPerMinute;
  sheet.heading(quantity === 'saturation' ? words.saturationTitle : words.heartRateTitle);
  sheet.table(
    [
      { heading: words.rangeColumn, width: 3 },
      { heading: words.timeColumn, width: 3, align: 'right' },
      { heading: words.shareColumn, width: 2, align: 'right' },
    ],
    shown.map((bin) => [
      `${format.number(bin.from)}–${format.number(bin.to)} ${unit}`,
      format.seconds(bin.seconds),
      `${format.number(bin.percent)} %`,
    ]),
  );
}

/** Every event type of the examination: count, rate per hour and time covered. */
export function writeEventTypes(
  { sheet, strings, format, language }: SectionContext,
  report: Report,
): void {
  sheet.heading(strings.eventTypes.heading);
  if (report.eventTypes.length === 0) {
    sheet.paragraph(strings.statistics.none, true);
    return;
  }
  sheet.table(
    [
      { heading: strings.statistics.type, width: 5 },
      { heading: strings.statistics.count, width: 2, align: 'right' },
      { heading: strings.statistics.perHour, width: 2, align: 'right' },
      { heading: strings.eventTypes.time, width: 3, align: 'right' },
    ],
    report.eventTypes.map((row) => [
      eventTypeName(language, row.type),
      format.count(row.count),
      format.number(row.perHour),
      format.seconds(row.totalSeconds),
    ]),
  );
}

/** The events marked for the report, in time order, and how many more are marked than listed. */
export function writeReportedEvents(
  { sheet, strings, format, language }: SectionContext,
  report: Report,
): void {
  const words = strings.events;
  sheet.heading(words.heading);
  if (report.events.length === 0) {
    sheet.paragraph(words.none, true);
    return;
  }
  sheet.table(
    [
      { heading: words.start, width: 3 },
      { heading: strings.statistics.type, width: 4 },
      { heading: words.duration, width: 3, align: 'right' },
      { heading: words.description, width: 4 },
    ],
    report.events.map((event) => [
      format.instant(event.startDate),
      eventTypeName(language, event.type),
      format.seconds((Date.parse(event.endDate) - Date.parse(event.startDate)) / 1000),
      event.description ?? '',
    ]),
  );
  const unlisted = report.reportedEventCount - report.events.length;
  if (unlisted > 0) sheet.paragraph(plural(language, words, 'unlisted', unlisted), true);
}

/** HRV measures of one domain, in the order the report page lists them, with their units. */
const TIME_DOMAIN = [
  ['meanNn', 'ms'],
  ['sdnn', 'ms'],
  ['sdann', 'ms'],
  ['sdnnIndex', 'ms'],
  ['rmssd', 'ms'],
  ['nn50', ''],
  ['pnn50', '%'],
  ['triangularIndex', ''],
  ['tinn', 'ms'],
] as const;

const FREQUENCY_DOMAIN = [
  ['vlf', 'ms²'],
  ['lf', 'ms²'],
  ['hf', 'ms²'],
  ['totalPower', 'ms²'],
  ['lfHfRatio', ''],
  ['lfNu', 'nu'],
  ['hfNu', 'nu'],
] as const;

/**
 * The HRV measures of the Task Force (1996): the NN series, the time and the frequency domain,
 * each measure with its meaning, value and reference.
 */
export function writeHrv(
  { sheet, strings, format, language }: SectionContext,
  hrv: HrvContent,
): void {
  const words = strings.hrv;
  const measures: Record<string, { name: string; meaning: string }> = words.measures;
  const unitOf = (unit: string) => (unit === 'nu' ? words.normalisedUnit : unit);
  const table = (rows: readonly (readonly [string, number | null, string])[]) =>
    sheet.table(
      [
        { heading: words.measure, width: 2.5 },
        { heading: words.meaning, width: 6 },
        { heading: words.value, width: 2.5, align: 'right' },
        { heading: words.reference, width: 2.5, align: 'right' },
      ],
      rows.map(([id, value, unit]) => [
        measures[id]?.name ?? id,
        measures[id]?.meaning ?? '',
        value === null ? '—' : `${format.number(value)}${unit ? ` ${unitOf(unit)}` : ''}`,
        formatHrvReference(HRV_REFERENCES[id], language),
      ]),
    );
  sheet.heading(words.series);
  sheet.details([
    [words.rrCount, format.count(hrv.rrCount)],
    [words.nnCount, format.count(hrv.nnCount)],
    [words.nnShare, hrv.nnRatio === null ? null : `${format.number(hrv.nnRatio * 100)} %`],
  ]);
  sheet.heading(words.timeDomain);
  table(TIME_DOMAIN.map(([id, unit]) => [id, hrv.timeDomain[id], unit] as const));
  sheet.paragraph(words.timeReference, true);
  sheet.heading(words.frequencyDomain);
  const frequency = hrv.frequencyDomain;
  if (!frequency) {
    sheet.paragraph(words.noSpectrum, true);
    return;
  }
  table(FREQUENCY_DOMAIN.map(([id, unit]) => [id, frequency[id], unit] as const));
  sheet.paragraph(words.frequencyReference, true);
}
