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
