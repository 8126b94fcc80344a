import { BeatsResponseSchema, BeatsUpdatedSchema } from '../schemas/beats';
import type { BeatsResponse, BeatsUpdated, UpdateBeatsBody } from '../schemas/beats';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';
import type { ExaminationRef } from './examinationCalls';

const beatsPath = ({ teamId, examinationId }: ExaminationRef) =>
  encodePath`teams/${teamId}/examinations/${examinationId}/beats`;

export function listBeats(
  core: ApiCore,
  ref: ExaminationRef,
  options?: CallOptions,
): Promise<BeatsResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: beatsPath(ref),
    schema: BeatsResponseSchema,
  });
}

export function updateBeats(
  core: ApiCore,
  ref: ExaminationRef,
  body: UpdateBeatsBody,
  options?: CallOptions,
): Promise<BeatsUpdated> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: beatsPath(ref),
    body,
    schema: BeatsUpdatedSchema,
  });
}
