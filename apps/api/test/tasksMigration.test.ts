import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examinations, teams, users } from '../src/db/schema';
import { TasksRepository } from '../src/repositories/tasksRepository';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { withDatabaseBefore } from './helpers/migrationSteps';

describe('the tasks migration', () => {
  it('moves the ECG analyses into the tasks table with the spec’s statuses', async () => {
    await withDatabaseBefore('0012', async (db, migrateTheRest) => {
      const [team] = await db
        .insert(teams)
        .values({ name: 'Old Clinic', countryContext: 'PL' })
        .returning();
      const [user] = await db
        .insert(users)
        .values({
          email: 'doctor@old.test',
          passwordHash: 'x',
          fullName: 'Doctor',
          settings: { language: 'en-GB', temperatureUnits: 'celsius', lengthUnits: 'metric' },
          personalDetails: { fullName: 'Doctor', dateOfBirth: null, gender: null, height: null },
        })
        .returning();
      const member = await new TeamsRepository(db).insertMember({
        teamId: team?.id ?? '',
        userId: user?.id ?? '',
        role: 'user',
        name: 'Patient',
        acceptedInvitation: true,
        enrolledOn: new Date(),
      });
      const [examination] = await db
        .insert(examinations)
        .values({
          teamId: team?.id ?? '',
          memberId: member.id,
          type: 'holter_ecg',
          status: 'PENDING',
          startDate: new Date('2026-11-20T08:00:00Z'),
          endDate: new Date('2026-11-21T08:00:00Z'),
          durationMs: 86_400_000,
          boardPosition: 0,
        })
        .returning();
      const ids = ['pending', 'running', 'done', 'failed'].map((status, index) => ({
        status,
        id: `0000000${index}-0000-4000-8000-000000000000`,
      }));
      for (const { id, status } of ids) {
        await db.execute(sql`INSERT INTO analysis_tasks
        (id, user_id, team_id, examination_id, status, parameters, result, error_code)
        VALUES (${id}, ${user?.id}, ${team?.id}, ${examination?.id}, ${status},
          ${JSON.stringify({ pause_time: 2 })}::jsonb,
          ${status === 'done' ? JSON.stringify({ beats: 90_000, events: 12 }) : null}::jsonb,
          ${status === 'failed' ? 'SIGNAL_QUALITY_TOO_LOW' : null})`);
      }

      await migrateTheRest();

      const repository = new TasksRepository(db);
      const moved = await Promise.all(ids.map(({ id }) => repository.find(id)));
      expect(moved.map((task) => [task?.status, task?.progress, task?.errorCode])).toEqual([
        ['waiting', 0, null],
        ['waiting', 0, null],
        ['completed', 100, null],
        ['failed', 0, 'SIGNAL_QUALITY_TOO_LOW'],
      ]);
      expect(moved[2]).toMatchObject({
        taskType: 'preparingAnalysis',
        taskDesc: 'ecgAnalysis',
        teamId: team?.id,
        userId: user?.id,
        examinationId: examination?.id,
        extra: {
          type: 'ecgAnalysis',
          parameters: { pause_time: 2 },
          result: { beats: 90_000, events: 12 },
        },
      });
      // The old table is gone.
      await expect(db.execute(sql`SELECT 1 FROM analysis_tasks`)).rejects.toThrow();
    });
  });
});
