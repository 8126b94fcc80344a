import type { Readable } from 'node:stream';
import { ImportRecordingQuerySchema, RecordingSchema } from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import { ExaminationParams } from '../http/routeParams';
import { uploadBody } from '../http/uploadBody';
import type { ZodRoutes } from '../http/zodTypeProvider';

/** Content types an EDF/BDF upload may be sent with; the bytes decide what the file is. */
export const RECORDING_CONTENT_TYPES = [
  'application/octet-stream',
  'application/edf',
  'application/x-edf',
  'application/bdf',
  'application/x-bdf',
];

/**
 * The recording of an examination (docs/decisions.md "Recordings"): POST imports an EDF/BDF file
 * sent as the raw request body (streamed, never buffered), GET describes it, DELETE removes it.
 * Members of the clinic only (403 otherwise); staff change it, a patient reads their own.
 */
export const recordingsRoutes: ZodRoutes = async (app) => {
  // The raw body is handed over as a stream; RecordingsService enforces the size limit.
  app.addContentTypeParser(RECORDING_CONTENT_TYPES, (_request, payload, done) =>
    done(null, payload),
  );
  app.addHook('onRequest', app.authenticate);
  const member = { preHandler: app.requireTeamMember };
  const path = '/teams/:teamId/examinations/:examinationId/recording';

  app.get(
    path,
    {
      ...member,
      schema: { params: ExaminationParams, response: { 200: RecordingSchema, ...errorResponses } },
    },
    async (request) =>
      app.recordingsService.get(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),
  );

  app.post(
    path,
    {
      ...member,
      schema: {
        params: ExaminationParams,
        querystring: ImportRecordingQuerySchema,
        response: { 201: RecordingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      try {
        const recording = await app.recordingsService.importUpload(
          request.params.teamId,
          request.teamMember,
          request.params.examinationId,
          {
            body: uploadBody(request.body as Readable, app.config.uploadTimeouts),
            fileName: request.query.fileName,
            contentLength: Number.isFinite(declared) ? declared : null,
            timezoneOffsetMinutes: request.context.timezoneOffsetMinutes,
          },
        );
        return reply.status(201).send(recording);
      } catch (error) {
        // The rest of a refused upload is not read: close the connection after the answer.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.delete(
    path,
    {
      ...member,
      schema: { params: ExaminationParams, response: { 200: RecordingSchema, ...errorResponses } },
    },
    async (request) =>
      app.recordingsService.delete(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),
  );
};
