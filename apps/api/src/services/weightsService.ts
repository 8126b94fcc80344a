import type { CreateWeightBody, Weight, WeightList } from '@telemed/domain';
import type { WeightRow } from '../db/schema';
import { notFound } from '../http/apiError';
import type { WeightsRepository } from '../repositories/weightsRepository';

function toWeight(row: WeightRow): Weight {
  return { id: row.id, value: row.value, date: row.date.toISOString() };
}

/** Body weight measurements (platform-core §3 "Weight", §7 "User"). */
export class WeightsService {
  constructor(private readonly weights: WeightsRepository) {}

  async add(userId: string, body: Required<CreateWeightBody>): Promise<Weight> {
    return toWeight(
      await this.weights.insert({ userId, value: body.value, date: new Date(body.date) }),
    );
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.weights.delete(userId, id))) throw notFound();
  }

  /** One 1-based page of `limit` measurements, newest first, with the total. */
  async list(userId: string, page: number, limit: number): Promise<WeightList> {
    const { rows, total } = await this.weights.list(userId, (page - 1) * limit, limit);
    return { data: rows.map(toWeight), total };
  }
}
