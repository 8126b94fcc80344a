import type { Readable } from 'node:stream';
import {
  RECORDING_CONTENT_TYPES,
  edfTasksContract,
  notificationTasksContract,
  reportPdfTasksContract,
  signalDownloadTasksContract,
} from '@telemed/domain';
import type { TaskListQuery, TaskType } from '@telemed/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { uploadBody } from '../http/uploadBody';

/**
 * Listing and cancelling tasks of one kind; the groups share these schemas, so one set of
 * handlers serves each.
 */
function listAndCancel(app: FastifyInstance, taskType: TaskType) {
  return {
    listTasks: async (request: { userId: string; query: TaskListQuery }) => ({
      tasks: await app.tasksService.list(request.userId, taskType, request.query),
    }),

    removeTask: async (request: { userId: string; params: { taskId: string } }) =>
      app.tasksService.cancel(request.userId, taskType, request.params.taskId),
  };
}

/**
 * Signal downloads and report PDFs (preparingFile: the chosen channels of a window as CSV, a
 * report rendered on the server and maybe mailed, with the history of sendings), EDF+ export and
 * import (EDF) and invitations in bulk (team-invite) as tasks (platform-core §7 "Tasks"). An EDF
 * import is asked for by sending the file (`POST edf/tasks/import`), an export by `POST
 * edf/tasks`, invitations in bulk by `POST notifications/tasks`; listing and cancelling work
 * alike for every kind.
 */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  // An imported file arrives as a stream; RecordingsService enforces the size limit.
  app.addContentTypeParser([...RECORDING_CONTENT_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  implementRoutes(app, signalDownloadTasksContract, {
    createTask: async (request) => app.signalDownloadService.create(request.userId, request.body),

    ...listAndCancel(app, 'preparingFile'),

    downloadFile: async (request, reply) => {
      const file = await app.signalDownloadService.file(request.userId, request.params.taskId);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('content-length', file.byteSize)
        .header('cache-control', 'private, no-store');
      return file.body;
    },
  });
  implementRoutes(app, reportPdfTasksContract, {
    createTask: async (request) =>
      app.reportPdfService.create(
        request.userId,
        request.body,
        // The header is Date#getTimezoneOffset (UTC+1 is -60); the PDF wants local - UTC.
        -(request.context.timezoneOffsetMinutes ?? 0),
      ),

    ...listAndCancel(app, 'preparingFile'),

    downloadFile: async (request, reply) => {
      const file = await app.reportPdfService.file(request.userId, request.params.taskId);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('content-length', file.byteSize)
        .header('cache-control', 'private, no-store');
      return file.body;
    },

    listSendings: async (request) => ({
      sendings: await app.reportPdfService.history(
        request.params.teamId,
        request.userId,
        request.params.examinationId,
      ),
    }),
  });
  implementRoutes(app, edfTasksContract, {
    createTask: async (request) => app.edfExportService.create(request.userId, request.body),

    ...listAndCancel(app, 'EDF'),

    downloadFile: async (request, reply) => {
      const file = await app.edfExportService.file(request.userId, request.params.taskId);
      reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('content-length', file.byteSize)
        .header('cache-control', 'private, no-store');
      return file.body;
    },

    importFile: async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      try {
        return await app.edfImportService.create(request.userId, request.query, {
          body: uploadBody(request.body as Readable, app.config.uploadTimeouts),
          fileName: request.query.fileName,
          contentLength: Number.isFinite(declared) ? declared : null,
          timezoneOffsetMinutes: request.context.timezoneOffsetMinutes,
        });
      } catch (error) {
        // The rest of a refused upload is not read: close the connection after the answer.
        reply.header('connection', 'close');
        throw error;
      }
    },
  });
  implementRoutes(app, notificationTasksContract, {
    createTask: async (request) =>
      app.bulkInvitationService.create(request.userId, request.body, request.context.language),

    ...listAndCancel(app, 'team-invite'),
  });
};
