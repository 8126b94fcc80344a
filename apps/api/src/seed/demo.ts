import { randomBytes } from 'node:crypto';
import { FEATURE_NAMES } from '@telemed/domain';
import type { MemberRole } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { StoredPersonalDetails } from '../db/schema';
import { FeaturesRepository } from '../repositories/featuresRepository';
import { IssueReportsRepository } from '../repositories/issueReportsRepository';
import { MembersRepository } from '../repositories/membersRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { WeightsRepository } from '../repositories/weightsRepository';
import { DEMO_CLINIC_NAME } from '../services/demoClinicName';
import type { PasswordHasher } from '../services/passwords';
import { seedDemoExaminations } from './demoExaminations';
import { DEMO_ISSUE_REPORTS } from './demoIssueReports';
import { seedDemoQualifications } from './demoQualifications';
import { DEMO_PATIENTS } from './demoPatients';
import { demoWeighIns } from './demoWeights';

export { DEMO_CLINIC_NAME };
export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface DemoSignIn {
  email: string;
  role: MemberRole;
  fullName: string;
}

/**
 * One sign-in per member role, and two more doctors so examinations are spread over several
 * physicians; the administrator is also a site administrator.
 */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { email: 'administrator@demo.telemed.test', role: 'administrator', fullName: 'Anna Nowak' },
  { email: 'doctor@demo.telemed.test', role: 'doctor', fullName: 'Dr Marek Kamiński' },
  { email: 'cardiologist@demo.telemed.test', role: 'doctor', fullName: 'Dr Agnieszka Wróbel' },
  { email: 'somnologist@demo.telemed.test', role: 'doctor', fullName: 'Dr Hans Weber' },
  { email: 'nurse@demo.telemed.test', role: 'nurse', fullName: 'Ewa Dąbrowska' },
  { email: 'physiotherapist@demo.telemed.test', role: 'physiotherapist', fullName: 'Jakub Mazur' },
  { email: 'patient@demo.telemed.test', role: 'user', fullName: 'Krzysztof Szymański' },
];

const DEMO_PATIENT_DOMAIN = 'patients.demo.telemed.test';

function details(
  fullName: string,
  patient?: (typeof DEMO_PATIENTS)[number],
): StoredPersonalDetails {
  return {
    fullName,
    dateOfBirth: patient?.dateOfBirth ?? null,
    gender: patient?.gender ?? null,
    height: patient?.heightCm ?? null,
  };
}

/**
 * Creates the demo clinic with its staff, the demo patient, realistic patients, their
 * examinations and qualifications. Creates nothing that exists already, so running it twice never duplicates data;
 * a clinic seeded before examinations or qualifications existed gets them.
 * @returns whether anything was created.
 */
export async function seedDemo(db: Database, passwords: PasswordHasher): Promise<boolean> {
  const teams = new TeamsRepository(db);
  const existing = await teams.findByName(DEMO_CLINIC_NAME);
  if (existing) {
    const examinationsCreated = await seedDemoExaminations(db, existing.id);
    const qualificationsCreated = await seedDemoQualifications(db, existing.id);
    return examinationsCreated || qualificationsCreated;
  }
  const demoPasswordHash = await passwords.hash(DEMO_PASSWORD);
  // Listed patients get a random password each: they exist to fill lists, not to sign in.
  const patientHashes = await Promise.all(
    DEMO_PATIENTS.map(() => passwords.hash(randomBytes(24).toString('base64url'))),
  );
  const clinicId = await db.transaction(async (tx) => {
    const users = new UsersRepository(tx);
    const teamsInTx = new TeamsRepository(tx);
    const members = new MembersRepository(tx);
    const weights = new WeightsRepository(tx);
    const clinic = await teamsInTx.insertTeam({ name: DEMO_CLINIC_NAME, countryContext: 'PL' });
    // The demo shows every area and examination type.
    await new FeaturesRepository(tx).replace(clinic.id, FEATURE_NAMES);
    const now = new Date();
    const settings = {
      language: 'en-GB',
      temperatureUnits: 'celsius',
      lengthUnits: 'metric',
    } as const;

    const staffIds = new Map<string, string>();
    for (const signIn of DEMO_SIGN_INS) {
      const user = await users.insert({
        email: signIn.email,
        passwordHash: demoPasswordHash,
        fullName: signIn.fullName,
        siteRoles: signIn.role === 'administrator' ? ['administrator'] : [],
        settings,
        personalDetails: details(signIn.fullName),
        confirmedAt: now,
        // The demo patient's account is the clinic's, as for every patient the clinic adds.
        createdByTeamId: signIn.role === 'user' ? clinic.id : null,
      });
      await teamsInTx.insertMember({
        teamId: clinic.id,
        userId: user.id,
        role: signIn.role,
        name: signIn.fullName,
        acceptedInvitation: true,
        enrolledOn: now,
      });
      staffIds.set(signIn.email, user.id);
    }
    const issueReports = new IssueReportsRepository(tx);
    for (const report of DEMO_ISSUE_REPORTS) {
      const reporter = DEMO_SIGN_INS.find((signIn) => signIn.email === report.reporterEmail);
      await issueReports.insert({
        category: report.category,
        description: report.description,
        reporterUserId: staffIds.get(report.reporterEmail) ?? null,
        reporterEmail: report.reporterEmail,
        reporterName: reporter?.fullName ?? report.reporterEmail,
        teamId: clinic.id,
        teamName: DEMO_CLINIC_NAME,
        examinationId: null,
      });
    }

    for (const [index, patient] of DEMO_PATIENTS.entries()) {
      const user = await users.insert({
        email: `${patient.login}@${DEMO_PATIENT_DOMAIN}`,
        passwordHash: patientHashes[index] ?? demoPasswordHash,
        fullName: patient.fullName,
        settings,
        personalDetails: details(patient.fullName, patient),
        confirmedAt: now,
        createdByTeamId: clinic.id,
      });
      const { dateOfBirth, gender, height } = user.personalDetails;
      const member = await teamsInTx.insertMember({
        teamId: clinic.id,
        userId: user.id,
        role: 'user',
        name: patient.fullName,
        personalDetails: { dateOfBirth, gender, height },
        phone: patient.phone,
        acceptedInvitation: true,
        // Spread enrolment over the past weeks so member lists have a meaningful order.
        enrolledOn: new Date(now.getTime() - (DEMO_PATIENTS.length - index) * 86_400_000),
      });
      const weighIns = demoWeighIns(patient, index, now);
      for (const weighIn of weighIns) await weights.insert({ userId: user.id, ...weighIn });
      // The record's weight is the latest weigh-in.
      await members.upsertProfile(member.id, clinic.id, { weight: weighIns.at(-1)?.value ?? null });
    }
    return clinic.id;
  });
  await seedDemoExaminations(db, clinicId);
  await seedDemoQualifications(db, clinicId);
  return true;
}
