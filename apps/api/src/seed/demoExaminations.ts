import { displayedExaminationStatus } from '@telemed/domain';
import type { ExaminationStatus, QuestionnaireAnswers } from '@telemed/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { examinations, teamMembers } from '../db/schema';
import type { NewExaminationRow } from '../db/schema';
import { completeDemoCovidIntake } from './demoCovidIntake';
import { EXAMINATION_PROFILES, between, pick, seededRandom } from './demoExaminationProfiles';
import type { ExaminationProfile, Random } from './demoExaminationProfiles';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A few hundred examinations: enough for every list, filter, page and board column to matter. */
export const DEMO_EXAMINATION_COUNT = 320;

/** Demo examinations whose recording is running when the demo is seeded (IN_PROGRESS). */
const RECORDING_NOW = 3;

/** The seed of the demo's random source: the same demo on every machine and every run. */
const DEMO_SEED = 20_261_121;

/** How far back the demo's history reaches, in days: half a year of clinic work. */
const HISTORY_DAYS = 180;

/** Rows per INSERT: a few statements for the whole demo, each well under PostgreSQL's limits. */
const INSERT_BATCH = 100;

/** The members an examination needs: its patient (with facts for the questionnaire) and doctors. */
interface DemoMembers {
  patients: { id: string; heightCm: number | null }[];
  doctorIds: string[];
}

function chooseProfile(random: Random): ExaminationProfile {
  const total = EXAMINATION_PROFILES.reduce((sum, profile) => sum + profile.weight, 0);
  let remaining = random() * total;
  for (const profile of EXAMINATION_PROFILES) {
    remaining -= profile.weight;
    if (remaining < 0) return profile;
  }
  return EXAMINATION_PROFILES[0] as ExaminationProfile;
}

/** Statuses of finished recordings, weighted by how long each stage lasts in a clinic. */
const SETTLED_STATUSES: readonly ExaminationStatus[] = [
  'DEFAULT',
  'FOR_DESCRIPTION',
  'FOR_DESCRIPTION',
  'DESCRIBED',
  'DESCRIBED',
  'DESCRIBED',
  'FINISHED',
  'FINISHED',
  'FINISHED',
  'FINISHED',
  'FINISHED',
  'FAILED',
];

/**
 * The status of a recording by where it stands now: scheduled ones are PENDING, running ones
 * IN_PROGRESS, just-ended ones wait for description, older ones are spread over the later
 * stages, more of them finished the older they are.
 */
function statusAt(random: Random, start: number, end: number, now: number): ExaminationStatus {
  if (start > now) return 'PENDING';
  if (end > now) return 'IN_PROGRESS';
  const daysSinceEnd = (now - end) / DAY_MS;
  if (daysSinceEnd < 2)
    return pick(random, ['DEFAULT', 'FOR_DESCRIPTION', 'FOR_DESCRIPTION', 'FAILED']);
  if (daysSinceEnd > 60 && random() < 0.6) return 'FINISHED';
  return pick(random, SETTLED_STATUSES);
}

/** Whether a physician is assigned: always once described, mostly once it waits for one. */
function isAssigned(random: Random, status: ExaminationStatus): boolean {
  if (status === 'DESCRIBED' || status === 'FINISHED') return true;
  if (status === 'DEFAULT' || status === 'FOR_DESCRIPTION') return random() < 0.85;
  return random() < 0.4;
}

/** The board column an examination sits in, archived ones in ARCHIVED. */
function columnOf(row: Pick<NewExaminationRow, 'status'>): string {
  return displayedExaminationStatus(row.status ?? 'DEFAULT');
}

/**
 * One demo examination: a recording of a realistic length for its type, started at a usual hour,
 * with the status its age implies, an intake questionnaire, and (once analysed) events, a report
 * and the analysed share. About one in ten older than a month is archived.
 */
function demoExamination(
  random: Random,
  teamId: string,
  members: DemoMembers,
  index: number,
  now: number,
): NewExaminationRow {
  const profile = chooseProfile(random);
  const patient = pick(random, members.patients);
  // Most recordings lie in the past; a few are scheduled for the coming days.
  const dayOffset = random() < 0.03 ? between(random, 1, 3) : -between(random, 0, HISTORY_DAYS);
  const day = Math.floor((now + dayOffset * DAY_MS) / DAY_MS) * DAY_MS;
  const usualStart =
    day + Math.round(profile.startHour(random) * HOUR_MS + between(random, 0, 59) * 60_000);
  const durationMs = Math.round(profile.hours(random) * HOUR_MS);
  // The first few are recording right now, whatever the hour the demo is seeded at.
  const start =
    index < RECORDING_NOW
      ? Math.floor((now - durationMs * (0.25 + 0.2 * index)) / 60_000) * 60_000
      : usualStart;
  const end = start + durationMs;
  const withCompleteIntake = (answers: QuestionnaireAnswers) =>
    profile.type === 'covid' ? completeDemoCovidIntake(answers, start, now) : answers;
  let status = statusAt(random, start, end, now);
  const analysed = !['PENDING', 'IN_PROGRESS', 'FAILED'].includes(status);
  const described = status === 'DESCRIBED' || status === 'FINISHED';
  const archived = described && now - end > 30 * DAY_MS && random() < 0.12;
  const statusBeforeArchive = archived ? status : null;
  if (archived) status = 'ARCHIVED';
  const doctorId = isAssigned(random, statusBeforeArchive ?? status)
    ? pick(random, members.doctorIds)
    : null;
  // Drawn in this order, which the rest of the demo (patients, answers, the next examinations)
  // depends on.
  const description = pick(random, profile.recognitions);
  const analyzedDurationMs = analysed ? Math.round(durationMs * between(random, 0.9, 1, 3)) : null;
  const frozen = status === 'FINISHED' && random() < 0.5;
  const reportDescription = described ? pick(random, profile.reports) : null;
  // The seed once drew an invented event count here; the draw stays so the demo stays the same.
  if (analysed) random();
  return {
    teamId,
    memberId: patient.id,
    type: profile.type,
    description,
    startDate: new Date(start),
    endDate: new Date(end),
    durationMs,
    analyzedDurationMs,
    status,
    statusBeforeArchive,
    // Set in order of creation once all rows exist.
    boardPosition: 0,
    assignedDoctorId: doctorId,
    archived,
    frozen,
    reportDescription,
    // Counted once the recording is made (its analysis finds the events), on first open.
    eventCount: null,
    recorderNumber: `TM-${String(1001 + index)}`,
    // Drawn here, in the seeded order the rest of the demo depends on.
    questionnaire: withCompleteIntake(
      profile.questionnaire(random, { heightCm: patient.heightCm }),
    ),
    ...(profile.type === 'stress_inlab'
      ? {
          // Stress test intake: at rest, at peak exercise and after recovery.
          firstMeasurementAt: new Date(start + 2 * 60_000),
          secondMeasurementAt: new Date(start + Math.round(durationMs * 0.6)),
          thirdMeasurementAt: new Date(end - 3 * 60_000),
          stressTestMeasurement: true,
        }
      : {}),
    // Created when the recording was set up, so the default list reads like history; scheduled
    // ones were booked before now (a row is never created in the future).
    createdAt: new Date(Math.min(start, now) - between(random, 5, 120) * 60_000),
  };
}

async function demoMembers(db: Database, teamId: string): Promise<DemoMembers> {
  const members = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      acceptedInvitation: teamMembers.acceptedInvitation,
      // The clinic's record of its patient, as the examination pages read it.
      personalDetails: teamMembers.personalDetails,
    })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  const byName = [...members].sort((a, b) => a.name.localeCompare(b.name));
  return {
    patients: byName
      .filter((member) => member.role === 'user')
      .map((member) => ({ id: member.id, heightCm: member.personalDetails.height ?? null })),
    // Only doctors who accepted the invitation can be assigned (platform-core §5).
    doctorIds: byName
      .filter((member) => member.role === 'doctor' && member.acceptedInvitation)
      .map((member) => member.id),
  };
}

/**
 * Gives the demo clinic half a year of examinations: every type, every status (archived ones
 * too), every doctor and patient, with recognitions, questionnaires, events and reports typical
 * of each type. Seeded, so the same rows come out for the same `now`. Does nothing when the
 * clinic has examinations already, so it can run on every seed.
 * @returns whether examinations were created.
 */
export async function seedDemoExaminations(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(examinations)
    .where(eq(examinations.teamId, teamId));
  if ((existing?.count ?? 0) > 0) return false;
  const members = await demoMembers(db, teamId);
  if (members.patients.length === 0 || members.doctorIds.length === 0) return false;

  const random = seededRandom(DEMO_SEED);
  const rows = Array.from({ length: DEMO_EXAMINATION_COUNT }, (_, index) =>
    demoExamination(random, teamId, members, index, now.getTime()),
  ).sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  // Board columns fill top to bottom in order of creation.
  const positions = new Map<string, number>();
  for (const row of rows) {
    const column = columnOf(row);
    row.boardPosition = positions.get(column) ?? 0;
    positions.set(column, row.boardPosition + 1);
  }
  await db.transaction(async (tx) => {
    for (let offset = 0; offset < rows.length; offset += INSERT_BATCH) {
      await tx.insert(examinations).values(rows.slice(offset, offset + INSERT_BATCH));
    }
  });
  return true;
}
