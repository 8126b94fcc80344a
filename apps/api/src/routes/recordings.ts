import type { Readable } from 'node:stream';
import { RECORDING_CONTENT_TYPES, recordingsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { uploadBody } from '../http/uploadBody';

/**
 * The recording of an examination (see `recordingsContract`, docs/decisions.md "Recordings"):
 * POST imports an EDF/BDF file sent as the raw request body (streamed, never buffered), GET
 * describes it, POST …/demo makes the demo clinic's made-up one, DELETE removes it.
 */
export const recordingsRoutes: FastifyPluginAsync = async (app) => {
  // The raw body is handed over as a stream; RecordingsService enforces the size limit.
  app.addContentTypeParser([...RECORDING_CONTENT_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  implementRoutes(app, recordingsContract, {
    get: async (request) =>
      app.recordingsService.get(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),

    importFile: async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      try {
        return await app.recordingsService.importUpload(
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
      } catch (error) {
        // The rest of a refused upload is not read: close the connection after the answer.
        reply.header('connection', 'close');
        throw error;
      }
    },

    demoOffer: async (request) => app.recordingsService.demoOffer(request.params.teamId),

    makeDemo: async (request) =>
      app.recordingsService.makeDemo(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),

    remove: async (request) =>
      app.recordingsService.delete(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),
  });
};
