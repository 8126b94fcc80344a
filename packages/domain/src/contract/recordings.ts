import {
  DemoRecordingOfferSchema,
  ImportRecordingQuerySchema,
  RECORDING_CONTENT_TYPES,
  RecordingSchema,
} from '../schemas/recordings';
import { ExaminationParamsSchema, TeamParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

const recordingPath = '/teams/:teamId/examinations/:examinationId/recording';

/**
 * The recording of an examination (docs/decisions.md "Recordings"). Members of the clinic;
 * staff change it, a patient reads their own.
 */
export const recordingsContract = {
  /** The recording's clock and channels. */
  get: endpoint({
    method: 'GET',
    path: recordingPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 200: RecordingSchema, ...errorResponses },
  }),
  /**
   * Imports an EDF/EDF+/BDF file, sent as the raw body (the server streams it and limits its
   * size), as the recording; replaces any previous one. Files breaking the import rules fail with
   * the spec's message ('Failed to import EDF file: ...').
   */
  importFile: endpoint({
    method: 'POST',
    path: recordingPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    query: ImportRecordingQuerySchema,
    rawBody: { contentTypes: RECORDING_CONTENT_TYPES },
    responses: { 201: RecordingSchema, ...errorResponses },
  }),
  /** Whether the clinic offers made-up recordings (the demo clinic): the page then offers one. */
  demoOffer: endpoint({
    method: 'GET',
    path: '/teams/:teamId/demo-recordings',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: DemoRecordingOfferSchema, ...errorResponses },
  }),
  /**
   * Gives an examination of the demo clinic a made-up recording of its type, with its analysis
   * (staff who may import); an examination with a recording keeps it. Any other clinic: 404
   * 'Demo recordings are only offered in the demo clinic'.
   */
  makeDemo: endpoint({
    method: 'POST',
    path: `${recordingPath}/demo`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 201: RecordingSchema, ...errorResponses },
  }),
  /** Deletes the recording and its stored files. */
  remove: endpoint({
    method: 'DELETE',
    path: recordingPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 200: RecordingSchema, ...errorResponses },
  }),
} as const;
