import { compareCovidAlerts } from '@telemed/domain';
import type {
  CovidAlert,
  CovidReportHistory,
  CovidReportPage,
  CovidReportSort,
  CovidReportView,
  ExaminationSort,
  Member,
} from '@telemed/domain';
import type { CovidAlertAcknowledgementRow, ExaminationRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import type {
  CovidAlertsRepository,
  StoredCovidAlert,
} from '../repositories/covidAlertsRepository';
import type { ExaminationsMembersRepository } from '../repositories/examinationsMembersRepository';
import type {
  ExaminationsRepository,
  ExaminationView,
} from '../repositories/examinationsRepository';
import type { CovidAnalysisService } from './covidAnalysisService';
import { covidReport, latestCovidVitals } from './covidReport';
import { requireStaff } from './examinationAccess';
import { memberNotFound } from './membersService';
import type { RecordingsService } from './recordingsService';

/** Monitorings whose figures are kept: a page of the dashboard and then some. */
const FIGURES_KEPT = 256;

/** What the COVID analysis of a monitoring's recording gives the dashboard. */
type CovidFigures = Pick<CovidReportView, 'latestVitals' | 'report'>;

const NO_FIGURES: CovidFigures = { latestVitals: null, report: null };

/** 404 for an alert id that is not an alert of the clinic (or no event at all). */
export const alertNotFound = () => new ApiError(404, 'NOT_FOUND', 'Alert not found');

/** The dashboard's sort as the examinations search takes it. */
function examinationSortOf(sort: CovidReportSort): ExaminationSort {
  const descending = sort.startsWith('-');
  return {
    field: (descending ? sort.slice(1) : sort) as ExaminationSort['field'],
    direction: descending ? 'desc' : 'asc',
  };
}

function toAcknowledgement(row: CovidAlertAcknowledgementRow): CovidAlert['acknowledgement'] {
  return {
    memberId: row.acknowledgedBy,
    fullName: row.acknowledgedByName,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
  };
}

function toAlert({ event, acknowledgement }: StoredCovidAlert): CovidAlert {
  return {
    _id: event.id,
    examinationId: event.examinationId,
    type: event.type as CovidAlert['type'],
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    acknowledgement: acknowledgement && toAcknowledgement(acknowledgement),
  };
}

/**
 * The COVID dashboard (platform-core §7 `GET teams/{teamId}/report`, `.../{memberId}/history`,
 * issue 22): each monitoring's latest vitals and day-by-day trend from the COVID analysis of its
 * recording with the clinic's parameters (the figures the COVID report prints), its alerts as
 * the analysis stored them, ranked by `compareCovidAlerts`, and their acknowledgements. Staff
 * only.
 */
export class CovidReportsService {
  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly members: ExaminationsMembersRepository,
    private readonly alerts: CovidAlertsRepository,
    private readonly recordings: RecordingsService,
    private readonly covidAnalysis: CovidAnalysisService,
    private readonly parameters: AnalysisParametersRepository,
  ) {}

  /** Figures by recording, parameters and time zone, least recently used first. */
  private readonly figures = new Map<string, CovidFigures>();

  /** One page of the clinic's COVID monitorings that are not archived. */
  async list(
    teamId: string,
    actor: Member,
    query: { sort: CovidReportSort; page: number; limit: number },
    utcOffsetMinutes: number,
  ): Promise<CovidReportPage> {
    requireStaff(actor);
    const { views, total } = await this.examinations.search(teamId, {
      filters: { types: ['covid'], archived: [false] },
      sort: examinationSortOf(query.sort),
      offset: query.page * query.limit,
      size: query.limit,
    });
    return {
      views: await this.viewsOf(views, utcOffsetMinutes),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  /** A patient's COVID monitorings, archived ones too, newest first. */
  async history(
    teamId: string,
    actor: Member,
    memberId: string,
    utcOffsetMinutes: number,
  ): Promise<CovidReportHistory> {
    requireStaff(actor);
    if (!(await this.members.find(teamId, memberId))) throw memberNotFound();
    const views = await this.examinations.listAll(teamId, {
      memberIds: [memberId],
      types: ['covid'],
      archived: [false, true],
    });
    return { memberId, views: (await this.viewsOf(views, utcOffsetMinutes)).reverse() };
  }

  /** Marks the clinic's alert seen by the actor; the first acknowledgement stays. */
  async acknowledge(teamId: string, actor: Member, alertId: string): Promise<CovidAlert> {
    requireStaff(actor);
    const found = await this.alerts.find(teamId, alertId);
    if (!found) throw alertNotFound();
    const acknowledgement = await this.alerts.acknowledge(found.event, {
      memberId: actor._id,
      name: actor.name || actor.user.personalDetails.fullName,
    });
    return toAlert({ event: found.event, acknowledgement });
  }

  private async viewsOf(
    views: readonly ExaminationView[],
    utcOffsetMinutes: number,
  ): Promise<CovidReportView[]> {
    const alerts = (await this.alerts.listOf(views.map((view) => view.examination.id))).map(
      toAlert,
    );
    const result: CovidReportView[] = [];
    // One at a time: each analysis reads a whole recording, a page must not hold them all.
    for (const view of views) {
      const own = alerts
        .filter((alert) => alert.examinationId === view.examination.id)
        .sort(compareCovidAlerts);
      result.push(await this.viewOf(view, own, utcOffsetMinutes));
    }
    return result;
  }

  private async viewOf(
    { examination, patient }: ExaminationView,
    alerts: CovidAlert[],
    utcOffsetMinutes: number,
  ): Promise<CovidReportView> {
    const figures = await this.figuresOf(examination, utcOffsetMinutes);
    return {
      examinationId: examination.id,
      memberId: examination.memberId,
      patientFullName: patient.memberName,
      status: examination.status,
      startDate: examination.startDate.toISOString(),
      endDate: examination.endDate.toISOString(),
      createdAt: examination.createdAt.toISOString(),
      alerts,
      newAlerts: alerts.filter((alert) => alert.acknowledgement === null).length,
      ...figures,
    };
  }

  /**
   * The latest vitals and the report of a monitoring's stored recording, from the COVID
   * analysis with the clinic's parameters. A demo examination nobody opened yet has no
   * recording here: making one takes seconds, a page of them minutes. The analysis reads the
   * whole recording (seconds for days of signal), so its figures are kept per recording,
   * parameters and time zone, until either changes.
   */
  private async figuresOf(
    examination: ExaminationRow,
    utcOffsetMinutes: number,
  ): Promise<CovidFigures> {
    const stored = await this.recordings.findStored(examination);
    if (!stored) return NO_FIGURES;
    const parameters = await this.parameters.find(examination.teamId, examination.type);
    const key = [
      stored.recording.id,
      parameters?.updatedAt.toISOString() ?? '',
      utcOffsetMinutes,
    ].join(' ');
    const kept = this.figures.get(key);
    if (kept) {
      // Most recently used last: the oldest goes first when the memo is full.
      this.figures.delete(key);
      this.figures.set(key, kept);
      return kept;
    }
    const analysis = await this.covidAnalysis.analysisOf(examination, stored, utcOffsetMinutes);
    const figures = analysis
      ? {
          latestVitals: latestCovidVitals(analysis, stored.recording.startDate.getTime()),
          report: covidReport(analysis),
        }
      : NO_FIGURES;
    this.figures.set(key, figures);
    if (this.figures.size > FIGURES_KEPT)
      this.figures.delete(this.figures.keys().next().value ?? '');
    return figures;
  }
}
