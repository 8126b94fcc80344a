import { describe, expect, it } from 'vitest';
import { teams } from '../src/db/schema';
import { AnalysisParametersRepository } from '../src/repositories/analysisParametersRepository';
import { withDatabaseBefore } from './helpers/migrationSteps';

describe('the detector parameter names migration', () => {
  it("renames the stored camelCase parameters to the spec's snake_case names, values kept", async () => {
    await withDatabaseBefore('0010', async (db, migrateTheRest) => {
      const [team] = await db
        .insert(teams)
        .values({ name: 'Old Clinic', countryContext: 'PL' })
        .returning();
      const teamId = team?.id ?? '';
      const parameters = new AnalysisParametersRepository(db);
      await parameters.save(teamId, 'holter_ecg', {
        af_threshold: 0.2,
        notForAnalysisThreshold: 0.4,
        useNn: false,
      });
      await parameters.save(teamId, 'sleep_apnea', { desaturationDropPercent: 4 });

      await migrateTheRest();

      expect((await parameters.find(teamId, 'holter_ecg'))?.parameters).toEqual({
        af_threshold: 0.2,
        not_for_analysis_threshold: 0.4,
        use_nn: false,
      });
      expect((await parameters.find(teamId, 'sleep_apnea'))?.parameters).toEqual({
        desaturation_drop_percent: 4,
      });
    });
  });
});
