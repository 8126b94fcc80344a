import { RecordingSchema } from '../schemas/recordings';
import type { Recording } from '../schemas/recordings';
import { SignalsOverviewResponseSchema, SignalsResponseSchema } from '../schemas/signals';
import type {
  SignalsOverviewResponse,
  SignalsQueryInput,
  SignalsResponse,
} from '../schemas/signals';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';
import type { ExaminationRef } from './examinationCalls';

const base = ({ teamId, examinationId }: ExaminationRef) =>
  encodePath`teams/${teamId}/examinations/${examinationId}`;

export function getSignals(
  core: ApiCore,
  ref: ExaminationRef,
  query: SignalsQueryInput,
  options?: CallOptions,
): Promise<SignalsResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: `${base(ref)}/signals`,
    query: { ...query },
    schema: SignalsResponseSchema,
  });
}

export function getSignalsOverview(
  core: ApiCore,
  ref: ExaminationRef,
  query: Partial<SignalsQueryInput> = {},
  options?: CallOptions,
): Promise<SignalsOverviewResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: `${base(ref)}/signalsoverview`,
    query: { startDate: query.startDate, endDate: query.endDate, view: query.view },
    schema: SignalsOverviewResponseSchema,
  });
}

export function getRecording(
  core: ApiCore,
  ref: ExaminationRef,
  options?: CallOptions,
): Promise<Recording> {
  return core.request({
    ...options,
    method: 'GET',
    path: `${base(ref)}/recording`,
    schema: RecordingSchema,
  });
}

export function importRecording(
  core: ApiCore,
  ref: ExaminationRef,
  file: { content: BodyInit; fileName: string },
  options?: CallOptions,
): Promise<Recording> {
  return core.request({
    ...options,
    method: 'POST',
    path: `${base(ref)}/recording`,
    query: { fileName: file.fileName },
    rawBody: { content: file.content, contentType: 'application/octet-stream' },
    schema: RecordingSchema,
  });
}

export function deleteRecording(
  core: ApiCore,
  ref: ExaminationRef,
  options?: CallOptions,
): Promise<Recording> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: `${base(ref)}/recording`,
    schema: RecordingSchema,
  });
}
