/**
 * Benchmark `api.examinations-list`: POST teams/{teamId}/examinations/list through HTTP on
 * loopback over a clinic of 100 000 examinations (500 patients, 5 physicians, every type and
 * status), on PGlite, or PostgreSQL when DATABASE_URL is set. Reports p50/p95 per filtered and
 * sorted page; the goal is p95 < 20 ms on PostgreSQL (issue 5).
 */
import { EXAMINATION_STATUSES, EXAMINATION_TYPES } from '@telemed/domain';
import { sql } from 'drizzle-orm';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { signUpBenchUser, startBenchServer } from './benchServer';

const EXAMINATIONS = 100_000;
const PATIENTS = 500;
const DOCTORS = 5;
const SAMPLES = 200;
const WARM_UP = 20;

// A cheap password hash: signing in is not what this benchmark measures.
const server = await startBenchServer('examinations', { PASSWORD_HASH_COST: '10' });
const { app, call, database } = server;

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]::text[]`);

/** Patients, physicians and examinations in a few set-based statements. */
async function fillClinic(teamId: string): Promise<{ doctorIds: string[]; patientIds: string[] }> {
  const insertMembers = (count: number, role: string, prefix: string) =>
    app.db.execute(sql`
      with created as (
        insert into users (email, password_hash, full_name, settings, personal_details, confirmed_at)
        select ${prefix} || n || '@bench.test', 'unusable', ${prefix} || ' ' || n,
               '{"language":"en-GB","temperatureUnits":"celsius","lengthUnits":"metric"}',
               jsonb_build_object('fullName', ${prefix} || ' ' || n, 'dateOfBirth', null,
                                  'gender', null, 'height', null),
               now()
        from generate_series(1, ${count}) as n
        returning id, full_name
      )
      insert into team_members (team_id, user_id, role, name, accepted_invitation, enrolled_on)
      select ${teamId}, id, ${role}, full_name, true, now() from created`);
  await insertMembers(PATIENTS, 'user', 'patient');
  await insertMembers(DOCTORS, 'doctor', 'doctor');
  type MemberRow = { id: string; role: string };
  const members: unknown = await app.db.execute(
    sql`select id, role from team_members where team_id = ${teamId} order by name`,
  );
  // PGlite answers { rows }, postgres.js the rows themselves.
  const rows =
    typeof members === 'object' && members !== null && 'rows' in members
      ? (members.rows as MemberRow[])
      : (members as MemberRow[]);
  const doctorIds = rows.filter((row) => row.role === 'doctor').map((row) => row.id);
  const patientIds = rows.filter((row) => row.role === 'user').map((row) => row.id);

  // Deterministic spread: types, statuses, patients and physicians cycle at co-prime strides;
  // one examination in ten has no physician; starts fall over two years.
  await app.db.execute(sql`
    insert into examinations (team_id, member_id, type, description, start_date, end_date,
      duration_ms, status, archived, board_position, assigned_doctor_id, created_at)
    select ${teamId},
           (${textArray(patientIds)})[1 + (n * 7) % ${PATIENTS}]::uuid,
           (${textArray(EXAMINATION_TYPES)})[1 + n % ${EXAMINATION_TYPES.length}],
           'Benchmark examination ' || n,
           timestamptz '2025-01-01' + (n * 631 % 1051200) * interval '1 minute',
           timestamptz '2025-01-01' + (n * 631 % 1051200) * interval '1 minute'
             + (1 + n % 72) * interval '1 hour',
           (1 + n % 72) * 3600000,
           (${textArray(EXAMINATION_STATUSES)})[1 + (n * 3) % ${EXAMINATION_STATUSES.length}],
           (1 + (n * 3) % ${EXAMINATION_STATUSES.length}) = ${EXAMINATION_STATUSES.length},
           0,
           case when n % 10 = 0 then null
                else (${textArray(doctorIds)})[1 + n % ${DOCTORS}]::uuid end,
           timestamptz '2025-01-01' + n * interval '5 minutes'
    from generate_series(1, ${EXAMINATIONS}) as n`);
  // Dense board positions per column (DEFAULT shares FOR_DESCRIPTION's), in creation order.
  await app.db.execute(sql`
    update examinations e set board_position = ranked.position
    from (select id, row_number() over (
            partition by case when status = 'DEFAULT' then 'FOR_DESCRIPTION' else status end
            order by created_at) - 1 as position
          from examinations where team_id = ${teamId}) ranked
    where e.id = ranked.id`);
  await app.db.execute(sql`vacuum analyze examinations`);
  return { doctorIds, patientIds };
}

async function timed(action: () => Promise<unknown>): Promise<number[]> {
  for (let index = 0; index < WARM_UP; index += 1) await action();
  const durations: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    await action();
    durations.push(performance.now() - started);
  }
  return durations;
}

try {
  const { token } = await signUpBenchUser(server);
  const team = (await call('POST', 'teams', {
    body: { name: 'Benchmark Clinic', countryContext: 'PL' },
    token,
  })) as { _id: string };
  const { doctorIds, patientIds } = await fillClinic(team._id);
  const list = (body: unknown) =>
    call('POST', `teams/${team._id}/examinations/list`, { body, token });
  const page = (offset: number, size: number) => ({ offset, size });

  const scenarios: Record<string, unknown> = {
    // The API's defaults: createdAt ascending, 100 from 0.
    default: {},
    // The list view: 10 per page, deep into the list, newest start first.
    'start-desc.page-50': {
      sortBy: { field: 'startDate', direction: 'desc' },
      pagination: page(500, 10),
    },
    'status.start-desc': {
      fields: { examinationStatus: ['FOR_DESCRIPTION'] },
      sortBy: { field: 'startDate', direction: 'desc' },
      pagination: page(0, 10),
    },
    'doctor-type.created-desc': {
      fields: { assignedDoctor: [doctorIds[0]], examinationType: ['holter_ecg', 'sleep_apnea'] },
      sortBy: { field: 'createdAt', direction: 'desc' },
      pagination: page(0, 10),
    },
    'patient.duration-desc': {
      fields: { examinationMember: [patientIds[7]] },
      sortBy: { field: 'duration', direction: 'desc' },
      pagination: page(0, 10),
    },
    'archived.created': { fields: { archived: [true] }, pagination: page(0, 10) },
  };
  const first = (await list({})) as { total: number };
  if (first.total < EXAMINATIONS * 0.7) throw new Error(`unexpected total ${first.total}`);
  for (const [name, body] of Object.entries(scenarios)) {
    const samples = await timed(() => list(body));
    for (const p of [50, 95]) {
      reportFigure({
        bench: 'api.examinations-list',
        metric: `${name}.p${p}.${database}`,
        value: round(percentile(samples, p), 2),
        unit: 'ms',
      });
    }
  }
} finally {
  await server.close();
}
