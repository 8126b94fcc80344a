import type { ExaminationReport, HrvReport, Language, ReportPdfVariant } from '@telemed/domain';
import { drawEcgStrip, ECG_GAIN_MM_PER_MV, ECG_PAPER_SPEED_MM_PER_S } from './ecgStripDrawing';
import type { EcgStrip } from './ecgStripDrawing';
import { pdfFormat } from './pdfFormat';
import { PdfSheet } from './pdfSheet';
import { fill, plural, reportPdfStrings } from './reportPdfStrings';
import {
  writeCovid,
  writeDistribution,
  writeEventTypes,
  writeFrame,
  writeHolter,
  writeHrv,
  writeReportedEvents,
  writeRespiratory,
  writeSummary,
} from './reportPdfSections';
import type { SectionContext } from './reportPdfSections';

/** What a report PDF is made of: the server's report as computed now, in a language. */
export type ReportPdfInput = {
  language: Language;
  /** Local time minus UTC of the requester (minutes): the PDF's dates are their local ones. */
  utcOffsetMinutes: number;
  clinicName: string | null;
} & (
  | {
      variant: Exclude<ReportPdfVariant, 'hrv'>;
      report: ExaminationReport['report'];
      /** ECG strips to print (the Holter variants): the marked events, the rate extremes. */
      strips: readonly EcgStrip[];
    }
  | { variant: 'hrv'; report: HrvReport['report'] }
);

/**
 * Renders a report as a PDF on A4, with the content of the report pages (apps/clinic
 * screens/report) and their figures as the server computed them: `full` every section the
 * examination has, `holter` the Holter section with its ECG strips on the millimetre grid,
 * `covid` the home monitoring, `hrv` the HRV measures. Every page says which report it belongs
 * to (its id) and its number.
 */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const strings = reportPdfStrings(input.language);
  const title = strings.titles[input.variant];
  const sheet = new PdfSheet(title, input.language);
  const context: SectionContext = {
    sheet,
    strings,
    format: pdfFormat(input.language, input.utcOffsetMinutes),
    language: input.language,
  };
  const { report } = input;
  writeFrame(context, {
    title,
    clinicName: input.clinicName,
    examination: report.examination,
    period:
      input.variant === 'hrv' ? input.report : (input.report.recording ?? input.report.examination),
    generatedAt: report.generatedAt,
    reportId: report.reportId,
  });
  if (input.variant === 'hrv') writeHrv(context, input.report);
  else {
    const full = input.report;
    writeSummary(context, full);
    if (input.variant === 'full' && full.respiratory) writeRespiratory(context, full.respiratory);
    if (input.variant !== 'covid') {
      if (full.holter) writeHolter(context, full.holter);
      else if (input.variant === 'holter') sheet.paragraph(strings.noHolter, true);
    }
    if (input.variant !== 'holter') {
      if (full.covid) writeCovid(context, full.covid);
      else if (input.variant === 'covid') sheet.paragraph(strings.noCovid, true);
      writeDistribution(context, 'saturation', full.saturationDistribution);
    }
    if (input.variant !== 'covid')
      writeDistribution(context, 'heartRate', full.heartRateDistribution);
    if (input.variant !== 'holter') writeEventTypes(context, full);
    if (input.variant !== 'covid') {
      writeReportedEvents(context, full);
      writeStrips(context, input.strips);
    }
  }
  return sheet.finish(
    (page, pages) =>
      `${title} · ${strings.reportId} ${report.reportId} · ${fill(strings.page, { page, pages })}`,
  );
}

/** The ECG strips at 25 mm/s and 10 mm/mV, under their heading. */
function writeStrips(context: SectionContext, strips: readonly EcgStrip[]): void {
  if (strips.length === 0) return;
  const { sheet, strings, language } = context;
  sheet.heading(strings.strips.heading, 120);
  const events = strips.filter((strip) => strip.isEvent).length;
  const scale = fill(strings.stripScale, {
    speed: ECG_PAPER_SPEED_MM_PER_S,
    gain: ECG_GAIN_MM_PER_MV,
  });
  sheet.paragraph(
    events > 0 ? `${plural(language, strings.strips, 'first', events)} ${scale}` : scale,
    true,
  );
  for (const strip of strips) drawEcgStrip(sheet, strip);
}
