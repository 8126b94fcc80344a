import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { findMigrationsFolder } from '../src/db/migrationsFolder';
import { teams } from '../src/db/schema';
import { AnalysisParametersRepository } from '../src/repositories/analysisParametersRepository';

describe('the detector parameter names migration', () => {
  it("renames the stored camelCase parameters to the spec's snake_case names, values kept", async () => {
    // The migrations up to 0009 in a folder of their own, then the whole folder on top.
    const folder = findMigrationsFolder();
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await cp(folder, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0010');
    await writeFile(journalPath, JSON.stringify(journal));

    const connection = await connectDatabase({ kind: 'pglite', dataDir: null });
    try {
      await connection.migrate(before);
      const [team] = await connection.db
        .insert(teams)
        .values({ name: 'Old Clinic', countryContext: 'PL' })
        .returning();
      const teamId = team?.id ?? '';
      const parameters = new AnalysisParametersRepository(connection.db);
      await parameters.save(teamId, 'holter_ecg', {
        af_threshold: 0.2,
        notForAnalysisThreshold: 0.4,
        useNn: false,
      });
      await parameters.save(teamId, 'sleep_apnea', { desaturationDropPercent: 4 });

      await connection.migrate(folder);

      expect((await parameters.find(teamId, 'holter_ecg'))?.parameters).toEqual({
        af_threshold: 0.2,
        not_for_analysis_threshold: 0.4,
        use_nn: false,
      });
      expect((await parameters.find(teamId, 'sleep_apnea'))?.parameters).toEqual({
        desaturation_drop_percent: 4,
      });
    } finally {
      await connection.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
