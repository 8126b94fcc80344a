import { displayedExaminationStatus } from '@telemed/domain';
import type { ExaminationStatus, ExaminationType } from '@telemed/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { examinations, teamMembers } from '../db/schema';
import type { NewExaminationRow } from '../db/schema';

const HOUR_MS = 3_600_000;

interface DemoExamination {
  type: ExaminationType;
  status: ExaminationStatus;
  /** Hours of recording. */
  hours: number;
  /** Days before the seed's day that the recording started. */
  daysAgo: number;
  description: string;
  assigned: boolean;
  questionnaire: Record<string, string | number>;
}

/** Typical recordings per type: 24 h Holter, one night of sleep study, 72 h COVID monitoring... */
const DEMO_EXAMINATIONS: readonly DemoExamination[] = [
  {
    type: 'holter_ecg',
    status: 'DEFAULT',
    hours: 24,
    daysAgo: 1,
    description: 'Palpitations at night',
    assigned: true,
    questionnaire: { weight: 72, height: 164, pacemaker: 'no' },
  },
  {
    type: 'sleep_apnea',
    status: 'FOR_DESCRIPTION',
    hours: 8,
    daysAgo: 2,
    description: 'Loud snoring, daytime sleepiness',
    assigned: true,
    questionnaire: { weight: 96, height: 178, epworth_score: 14, snoring: 'yes' },
  },
  {
    type: 'holter_ecg',
    status: 'DESCRIBED',
    hours: 48,
    daysAgo: 6,
    description: 'Syncope work-up',
    assigned: true,
    questionnaire: { weight: 61, height: 158 },
  },
  {
    type: 'covid',
    status: 'IN_PROGRESS',
    hours: 72,
    daysAgo: 1,
    description: 'Home monitoring after discharge',
    assigned: true,
    questionnaire: { spo2: 94, temperature: 37.4, heart_rate: 88, mmrc: 'mmrc_1' },
  },
  {
    type: 'stress_inlab',
    status: 'PENDING',
    hours: 1,
    daysAgo: 0,
    description: 'Exercise tolerance before rehabilitation',
    assigned: false,
    questionnaire: { resting_heart_rate: 68 },
  },
  {
    type: 'hrv',
    status: 'FINISHED',
    hours: 1,
    daysAgo: 12,
    description: 'Autonomic assessment',
    assigned: true,
    questionnaire: {},
  },
  {
    type: 'sleep_apnea',
    status: 'FAILED',
    hours: 3,
    daysAgo: 4,
    description: 'Sensor came off after 3 hours',
    assigned: false,
    questionnaire: { weight: 88 },
  },
  {
    type: 'edf_dataset',
    status: 'DEFAULT',
    hours: 8,
    daysAgo: 9,
    description: 'Imported polysomnography',
    assigned: false,
    questionnaire: {},
  },
  {
    type: 'holter_ecg',
    status: 'FOR_DESCRIPTION',
    hours: 24,
    daysAgo: 3,
    description: 'Atrial fibrillation follow-up',
    assigned: true,
    questionnaire: { weight: 83, pacemaker: 'no' },
  },
  {
    type: 'gameinn',
    status: 'IN_PROGRESS',
    hours: 1,
    daysAgo: 0,
    description: 'Breathing game session',
    assigned: false,
    questionnaire: {},
  },
  {
    type: 'holter_ecg',
    status: 'FINISHED',
    hours: 24,
    daysAgo: 20,
    description: 'Bradycardia on ECG',
    assigned: true,
    questionnaire: { weight: 77 },
  },
  {
    type: 'sleep_apnea',
    status: 'DESCRIBED',
    hours: 8,
    daysAgo: 8,
    description: 'CPAP titration control',
    assigned: true,
    questionnaire: { weight: 101, neck_circumference: 44 },
  },
];

/**
 * Gives the demo clinic's patients examinations across every type and board column. Does nothing
 * when the clinic has examinations already, so it can run on every seed.
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
  const members = await db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const patients = members
    .filter((member) => member.role === 'user')
    .sort((a, b) => a.name.localeCompare(b.name));
  const doctor = members.find((member) => member.role === 'doctor' && member.acceptedInvitation);
  if (patients.length === 0) return false;

  const positions = new Map<string, number>();
  const rows: NewExaminationRow[] = DEMO_EXAMINATIONS.map((demo, index) => {
    const patient = patients[index % patients.length] ?? patients[0];
    if (!patient) throw new Error('The demo clinic has no patient');
    const column = displayedExaminationStatus(demo.status);
    const boardPosition = positions.get(column) ?? 0;
    positions.set(column, boardPosition + 1);
    const startDate = new Date(now.getTime() - demo.daysAgo * 24 * HOUR_MS - demo.hours * HOUR_MS);
    return {
      teamId,
      memberId: patient.id,
      type: demo.type,
      description: demo.description,
      startDate,
      endDate: new Date(startDate.getTime() + demo.hours * HOUR_MS),
      durationMs: demo.hours * HOUR_MS,
      status: demo.status,
      boardPosition,
      assignedDoctorId: demo.assigned && doctor ? doctor.id : null,
      questionnaire: demo.questionnaire,
      recorderNumber: `TM-${String(1001 + index)}`,
      // Older examinations first, so the default list (createdAt ascending) reads like history.
      createdAt: startDate,
    };
  });
  await db.insert(examinations).values(rows);
  return true;
}
