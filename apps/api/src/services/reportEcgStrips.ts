import type { ExaminationReport, Language } from '@telemed/domain';
import type { StoredRecording } from '../repositories/recordingsRepository';
import type { EcgStrip } from '../reports/pdf/ecgStripDrawing';
import { eventTypeName } from '../reports/pdf/reportPdfSections';
import type { PdfFormat } from '../reports/pdf/pdfFormat';
import { fill, reportPdfStrings } from '../reports/pdf/reportPdfStrings';
import type { OpenRecordings } from './openRecordings';
import { answerUnit } from './signalWindows';

type Report = ExaminationReport['report'];

/** An ECG strip: 6 s at 25 mm/s (150 mm), from a second before what it shows (the report page's). */
const STRIP_MS = 6_000;
const LEAD_IN_MS = 1_000;
/** Strips of marked events printed at most, as on the report page. */
const EVENT_STRIPS_MAX = 20;

interface StripMoment {
  caption: string;
  atMs: number;
  isEvent: boolean;
}

/**
 * The ECG strips of a Holter report: the first events marked for the report (the report page's
 * strips) and, when the ECG was analysed, the moments of the lowest and highest heart rate, each
 * from the recording's first ECG lead in millivolts.
 */
export class ReportEcgStrips {
  constructor(private readonly openRecordings: OpenRecordings) {}

  async of(
    report: Report,
    stored: StoredRecording | null,
    language: Language,
    format: PdfFormat,
  ): Promise<EcgStrip[]> {
    const lead = stored?.channels.find((channel) => channel.type === 'ecg');
    if (!stored || !lead) return [];
    const strings = reportPdfStrings(language);
    const moments: StripMoment[] = report.events.slice(0, EVENT_STRIPS_MAX).map((event) => ({
      caption: fill(strings.strips.caption, {
        type: eventTypeName(language, event.type),
        start: format.instant(event.startDate),
        length: format.seconds((Date.parse(event.endDate) - Date.parse(event.startDate)) / 1000),
      }),
      atMs: Date.parse(event.startDate),
      isEvent: true,
    }));
    const heartRate = report.holter?.heartRate;
    if (heartRate)
      moments.push(
        {
          caption: `${strings.holter.minimumRate}: ${format.number(heartRate.minimum)} ${strings.bpm}, ${format.instant(heartRate.minimumAt)}`,
          atMs: Date.parse(heartRate.minimumAt),
          isEvent: false,
        },
        {
          caption: `${strings.holter.maximumRate}: ${format.number(heartRate.maximum)} ${strings.bpm}, ${format.instant(heartRate.maximumAt)}`,
          atMs: Date.parse(heartRate.maximumAt),
          isEvent: false,
        },
      );
    if (moments.length === 0) return [];
    const open = await this.openRecordings.get(stored.recording, stored.channels);
    const recordingStart = stored.recording.startDate.getTime();
    const recordingEnd = stored.recording.endDate.getTime();
    const millivoltsPerUnit = answerUnit(lead).factor * 1000;
    const strips: EcgStrip[] = [];
    for (const moment of moments) {
      const start = Math.max(
        recordingStart,
        Math.min(moment.atMs - LEAD_IN_MS, recordingEnd - STRIP_MS),
      );
      const [window] = await open.edf.readWindow({
        start: (start - recordingStart) / 1000,
        end: (start + STRIP_MS - recordingStart) / 1000,
        channels: [lead.edfSignalIndex],
      });
      if (!window || window.samples.length === 0) continue;
      strips.push({
        caption: moment.caption,
        isEvent: moment.isEvent,
        lead: lead.label,
        sampleRate: window.sampleRate,
        samples: window.samples.map((value) => value * millivoltsPerUnit),
      });
    }
    return strips;
  }
}
