import type { Database } from '../db/connect';
import { TeamsRepository } from '../repositories/teamsRepository';
import type {
  BuiltDemoRecording,
  DemoExaminationInput,
  DemoRecordingSource,
} from '../services/demoRecordingSource';
import { DEMO_CLINIC_NAME } from './demo';
import { DemoRecordingBuilder } from './demoRecordingBuilder';

/**
 * The demo clinic's recordings: every examination of the clinic named DEMO_CLINIC_NAME gets a
 * deterministic synthetic recording (planDemoRecording), built in a worker thread.
 */
export class DemoClinicRecordings implements DemoRecordingSource {
  readonly #builder = new DemoRecordingBuilder();
  readonly #teams: TeamsRepository;
  #clinicId: Promise<string | null> | null = null;

  constructor(db: Database) {
    this.#teams = new TeamsRepository(db);
  }

  async covers(teamId: string): Promise<boolean> {
    this.#clinicId ??= this.#teams
      .findByName(DEMO_CLINIC_NAME)
      .then((team) => team?.id ?? null)
      .catch(() => null);
    const clinicId = await this.#clinicId;
    if (clinicId === null) this.#clinicId = null; // seeded later: look again next time
    return clinicId === teamId;
  }

  build(examination: DemoExaminationInput): Promise<BuiltDemoRecording> {
    return this.#builder.build(examination);
  }

  close(): Promise<void> {
    return this.#builder.close();
  }
}
