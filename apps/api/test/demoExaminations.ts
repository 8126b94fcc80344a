import type { ExaminationType } from '@telemed/domain';
import { and, asc, eq } from 'drizzle-orm';
import { examinations } from '../src/db/schema';
import type { ExaminationRow } from '../src/db/schema';
import type { TestApp } from './helpers/testApp';

/** The demo clinic's shortest examination of a type (its recording is made fastest). */
export async function shortestDemoExamination(
  testApp: TestApp,
  teamId: string,
  type: ExaminationType,
): Promise<ExaminationRow> {
  const [row] = await testApp.app.db
    .select()
    .from(examinations)
    .where(and(eq(examinations.teamId, teamId), eq(examinations.type, type)))
    .orderBy(asc(examinations.durationMs))
    .limit(1);
  if (!row) throw new Error(`the demo has no ${type} examination`);
  return row;
}

/**
 * The demo clinic's shortest ECG examination of a type with its recording made and analysed: the
 * first access makes the recording and queues its ECG analysis, which the runner has then done.
 */
export async function analysedDemoExamination(
  testApp: TestApp,
  teamId: string,
  type: ExaminationType,
): Promise<ExaminationRow> {
  const row = await shortestDemoExamination(testApp, teamId, type);
  await testApp.app.recordingsService.materialiseDemo(row);
  await testApp.app.taskRunner.settle();
  return row;
}
