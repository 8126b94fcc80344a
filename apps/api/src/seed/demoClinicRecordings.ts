import type { Database } from '../db/connect';
import { TeamsRepository } from '../repositories/teamsRepository';
import type {
  BuiltDemoRecording,
  DemoCoverageInput,
  DemoExaminationInput,
  DemoRecordingSource,
} from '../services/demoRecordingSource';
import { DEMO_CLINIC_NAME } from './demo';
import { DemoRecordingBuilder } from './demoRecordingBuilder';

/** The demo clinic as this source knows it. */
interface DemoClinic {
  id: string;
  createdAt: Date;
}

/**
 * The demo clinic's recordings: the examinations the seed wrote for the clinic named
 * DEMO_CLINIC_NAME — dated before the clinic itself, which the seed creates first with the
 * examinations' histories behind it — get a deterministic synthetic recording
 * (planDemoRecording), built in a worker thread, on first access. An examination created in the
 * clinic later has none until one is imported or asked for (`offers`).
 */
export class DemoClinicRecordings implements DemoRecordingSource {
  readonly #builder = new DemoRecordingBuilder();
  readonly #teams: TeamsRepository;
  #clinic: Promise<DemoClinic | null> | null = null;

  constructor(db: Database) {
    this.#teams = new TeamsRepository(db);
  }

  async covers({ teamId, createdAt }: DemoCoverageInput): Promise<boolean> {
    const clinic = await this.#demoClinic();
    return clinic?.id === teamId && createdAt < clinic.createdAt;
  }

  async offers(teamId: string): Promise<boolean> {
    return (await this.#demoClinic())?.id === teamId;
  }

  async #demoClinic(): Promise<DemoClinic | null> {
    this.#clinic ??= this.#teams
      .findByName(DEMO_CLINIC_NAME)
      .then((team) => (team ? { id: team.id, createdAt: team.createdAt } : null))
      .catch(() => null);
    const clinic = await this.#clinic;
    if (clinic === null) this.#clinic = null; // seeded later: look again next time
    return clinic;
  }

  build(examination: DemoExaminationInput): Promise<BuiltDemoRecording> {
    return this.#builder.build(examination);
  }

  close(): Promise<void> {
    return this.#builder.close();
  }
}
