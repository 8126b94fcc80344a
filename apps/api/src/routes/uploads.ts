import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, uploadsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/** Raw image uploads to signed URLs, and the stored avatars they become. */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  // Image bodies arrive as raw bytes; other types keep failing with 415 before the handler.
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  implementRoutes(app, uploadsContract, {
    avatar: async (request) =>
      app.avatarsService.storeUpload(
        request.params.grant,
        request.headers['content-type'] ?? '',
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      ),

    avatarFile: async (request, reply) => {
      const avatar = await app.avatarsService.read(request.params.userId, request.params.fileName);
      // File names are random per upload, so an avatar URL never changes content.
      reply.type(avatar.contentType).header('cache-control', 'public, max-age=31536000, immutable');
      return avatar.bytes;
    },
  });
};
