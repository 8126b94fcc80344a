import { z } from 'zod';
import { COVID_ALERT_TYPES } from '../rules/covidAlerts';
import { ExaminationStatusSchema, IsoDateTimeSchema } from './examination';
import { CovidReportSchema } from './examinationReport';
import { pathId } from './routeParams';
import { firstIndexQuery, pageSizeQuery } from './pagingQuery';

/**
 * The COVID dashboard (platform-core §2 `/clinic/:teamId/covid`, §7 `GET teams/{teamId}/report`
 * and `.../report/{memberId}/history`): each COVID home monitoring of the clinic with its latest
 * vitals, its alerts and its day-by-day trend, all computed by the server (the COVID analysis
 * with the clinic's parameters, the alerts it stored as events), so the page ranks and shows them
 * and judges nothing itself.
 */

/** Examinations per page of the dashboard, and the first page (platform-core §9: 100 from 0). */
export const COVID_REPORT_PAGE_SIZE = 100;

/** The orders of the dashboard; a leading `-` is descending. Default createdAt ascending (§9). */
export const COVID_REPORT_SORTS = [
  'createdAt',
  '-createdAt',
  'startDate',
  '-startDate',
  'patientFullName',
  '-patientFullName',
] as const;

export type CovidReportSort = (typeof COVID_REPORT_SORTS)[number];

/** `GET teams/{teamId}/report?sort&page&limit`: page from 0, at most 100 per page. */
export const CovidReportQuerySchema = z.object({
  sort: z.enum(COVID_REPORT_SORTS, { error: 'invalidValue' }).default('createdAt'),
  page: firstIndexQuery(),
  limit: pageSizeQuery(COVID_REPORT_PAGE_SIZE, COVID_REPORT_PAGE_SIZE),
});

export type CovidReportQuery = z.input<typeof CovidReportQuerySchema>;

export const CovidAlertTypeSchema = z.enum(COVID_ALERT_TYPES);

/** Who acknowledged an alert and when: a shift sees which alerts are new. */
export const CovidAlertAcknowledgementSchema = z.object({
  /** The staff member; null once they left the clinic. */
  memberId: z.string().nullable(),
  fullName: z.string(),
  acknowledgedAt: IsoDateTimeSchema,
});

export type CovidAlertAcknowledgement = z.infer<typeof CovidAlertAcknowledgementSchema>;

/** One alert the COVID analysis found: an event of the examination, with its acknowledgement. */
export const CovidAlertSchema = z.object({
  /** The event's id. */
  _id: z.string(),
  examinationId: z.string(),
  type: CovidAlertTypeSchema,
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  acknowledgement: CovidAlertAcknowledgementSchema.nullable(),
});

export type CovidAlert = z.infer<typeof CovidAlertSchema>;

/** The last 15-minute sample with a pulse-oximeter reading: what the patient looks like now. */
export const CovidLatestVitalsSchema = z.object({
  /** Start of the sample. */
  at: IsoDateTimeSchema,
  pulse: z.number().nullable(),
  spo2: z.number().nullable(),
  respirationRate: z.number().nullable(),
  temperature: z.number().nullable(),
  coughs: z.number().int().nonnegative(),
});

export type CovidLatestVitals = z.infer<typeof CovidLatestVitalsSchema>;

/** One COVID home monitoring as the dashboard and the patient's history show it. */
export const CovidReportViewSchema = z.object({
  examinationId: z.string(),
  memberId: z.string(),
  patientFullName: z.string(),
  status: ExaminationStatusSchema,
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  createdAt: IsoDateTimeSchema,
  /** Null without a recording, or with too little usable signal. */
  latestVitals: CovidLatestVitalsSchema.nullable(),
  /** Most severe first, then newest first (`compareCovidAlerts`). */
  alerts: z.array(CovidAlertSchema),
  /** Alerts no one acknowledged yet. */
  newAlerts: z.number().int().nonnegative(),
  /** The COVID report: whole-monitoring vitals and the day-by-day trend; null as latestVitals. */
  report: CovidReportSchema.nullable(),
});

export type CovidReportView = z.infer<typeof CovidReportViewSchema>;

/** `GET teams/{teamId}/report`: one page of the clinic's COVID monitorings. */
export const CovidReportPageSchema = z.object({
  views: z.array(CovidReportViewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

export type CovidReportPage = z.infer<typeof CovidReportPageSchema>;

/** `GET teams/{teamId}/report/{memberId}/history`: a patient's monitorings, newest first. */
export const CovidReportHistorySchema = z.object({
  memberId: z.string(),
  views: z.array(CovidReportViewSchema),
});

export type CovidReportHistory = z.infer<typeof CovidReportHistorySchema>;

/** `/teams/:teamId/report/alerts/:alertId/acknowledgement` */
export const CovidAlertParamsSchema = z.object({ teamId: pathId(), alertId: pathId() });
