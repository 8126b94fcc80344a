import type { EventSpec, ExaminationSpec, ExaminationType } from '@telemed/domain';
import type { ExaminationSpecRow } from '../db/schema';
import type { ExaminationSpecsRepository } from '../repositories/examinationSpecsRepository';
import { EXAMINATION_SPEC_DEFINITIONS } from '../catalogue/examinationSpecs';

function toSpec(row: ExaminationSpecRow): ExaminationSpec {
  return { type: row.type, name: row.name, introQuestionnaire: row.introQuestionnaire };
}

/**
 * The examination specs: stored in the database (so a deployment can adjust them) and brought up
 * to date with the built-in catalogue at start-up. Read often and changed never at run time, so
 * they are cached after the first read.
 */
export class ExaminationSpecsService {
  private cached: Promise<ExaminationSpecRow[]> | null = null;

  constructor(private readonly specs: ExaminationSpecsRepository) {}

  /** Writes the built-in catalogue of the seven types; idempotent. */
  async syncCatalogue(): Promise<void> {
    await this.specs.upsert(EXAMINATION_SPEC_DEFINITIONS);
    this.cached = null;
  }

  private rows(): Promise<ExaminationSpecRow[]> {
    this.cached ??= this.specs.list().catch((error: unknown) => {
      this.cached = null;
      throw error;
    });
    return this.cached;
  }

  async list(): Promise<ExaminationSpec[]> {
    return (await this.rows()).map(toSpec);
  }

  async listEventSpecs(): Promise<EventSpec[]> {
    return (await this.rows()).map((row) => ({
      examinationType: row.type,
      eventTypes: row.eventTypes,
    }));
  }

  async find(type: ExaminationType): Promise<ExaminationSpec | null> {
    const row = (await this.rows()).find((spec) => spec.type === type);
    return row ? toSpec(row) : null;
  }

  /** Types that have a spec; lists drop examinations of any other type (platform-core §3). */
  async knownTypes(): Promise<ExaminationType[]> {
    return (await this.rows()).map((row) => row.type);
  }
}
