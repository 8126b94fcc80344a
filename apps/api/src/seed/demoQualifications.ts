import { QualificationDetailsSchema } from '@telemed/domain';
import type {
  FinalQualificationState,
  QualificationDetailsInput,
  QualificationState,
} from '@telemed/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { qualifications, teamMembers } from '../db/schema';

/** One demo qualification: how far it went and what was recorded on the way. */
interface DemoQualification {
  state: QualificationState;
  finalQualification: FinalQualificationState | null;
  details: QualificationDetailsInput;
  daysAgo: number;
}

const tested = (
  measurements: QualificationDetailsInput['measurements'],
  spirometry: QualificationDetailsInput['spirometry'],
  mmrc: number,
): QualificationDetailsInput => ({
  deviceId: 'PULSE-0042',
  spirometerId: 'SPIRO-7',
  phoneGiven: false,
  contactPerson: 'Anna Kowalczyk',
  contactPhone: '+48 601 555 010',
  socialSurvey: { smoking: 'former', householdType: 'withFamily', exerciseHoursPerDay: 0.5 },
  comorbidities: ['hypertension'],
  symptoms: ['dyspnoea', 'weakness'],
  medications: 'Tiotropium 18 µg once daily; salbutamol as needed',
  work: { status: 'retired' },
  mmrc,
  disabilityCertificate: 'slight',
  consultations: { pulmonological: true, physiotherapist: true, nursing: true },
  healthLimits: {
    minHeartRate: 50,
    maxHeartRate: 125,
    minSpo2: 88,
    inhaleSeconds: 2,
    exhaleSeconds: 4,
  },
  measurements,
  spirometry,
  oxygenThreshold: 88,
});

/**
 * The demo clinic's qualifications, one per patient in name order: every step of the lifecycle
 * (docs/decisions.md) with the fields recorded by then, so the list's filter and the form's
 * transitions have something to show.
 */
const DEMO_QUALIFICATIONS: readonly DemoQualification[] = [
  { state: 'start', finalQualification: null, details: {}, daysAgo: 1 },
  {
    state: 'qualifying',
    finalQualification: null,
    details: { contactPerson: 'Jan Lewandowski', contactPhone: '+48 512 300 400', mmrc: 2 },
    daysAgo: 3,
  },
  {
    state: 'testing',
    finalQualification: null,
    details: tested(
      { sex: 'female', ageYears: 64, heightCm: 164, weightKg: 61 },
      { fev1: 1.4, fvc: 2.5 },
      2,
    ),
    daysAgo: 6,
  },
  {
    state: 'qualified',
    finalQualification: 'start',
    details: {
      ...tested(
        {
          sex: 'male',
          ageYears: 69,
          heightCm: 178,
          weightKg: 74,
          restingHeartRate: 76,
          sixMinuteWalkMetres: 320,
        },
        { fev1: 1.6, fvc: 3.3 },
        2,
      ),
      selectedModel: 'telerehabilitation',
    },
    daysAgo: 10,
  },
  {
    state: 'accepted',
    finalQualification: 'end',
    details: {
      ...tested(
        {
          sex: 'female',
          ageYears: 58,
          heightCm: 158,
          weightKg: 52,
          restingHeartRate: 82,
          sixMinuteWalkMetres: 240,
        },
        { fev1: 0.9, fvc: 2.1 },
        3,
      ),
      selectedModel: 'hybrid',
      nextQualificationDate: '2027-05-01',
    },
    daysAgo: 20,
  },
  {
    state: 'rejected',
    finalQualification: null,
    details: { mmrc: 4, medications: 'Home oxygen 2 l/min' },
    daysAgo: 30,
  },
];

/**
 * Gives the demo clinic its qualifications, unless it has some already.
 * @returns whether anything was created.
 */
export async function seedDemoQualifications(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(qualifications)
    .where(eq(qualifications.teamId, teamId));
  if ((existing?.count ?? 0) > 0) return false;
  const patients = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'user')))
    .orderBy(asc(teamMembers.name));
  const rows = DEMO_QUALIFICATIONS.flatMap((demo, index) => {
    const patient = patients[index];
    if (!patient) return [];
    const createdAt = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    return [
      {
        teamId,
        memberId: patient.id,
        state: demo.state,
        finalQualification: demo.finalQualification,
        details: QualificationDetailsSchema.parse(demo.details),
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (rows.length === 0) return false;
  await db.insert(qualifications).values(rows);
  return true;
}
