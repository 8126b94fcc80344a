import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, UserSchema } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';

/** Raw image uploads to signed URLs, and the stored avatars they become. */
export const uploadsRoutes: ZodRoutes = async (app) => {
  // Image bodies arrive as raw bytes; other types keep failing with 415 before the handler.
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/uploads/avatar/:grant',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        params: z.object({ grant: z.string().min(1) }),
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.avatarsService.storeUpload(
        request.params.grant,
        request.headers['content-type'] ?? '',
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      ),
  );

  app.get(
    '/avatars/:userId/:fileName',
    { schema: { params: z.object({ userId: z.uuid(), fileName: z.string().min(1) }) } },
    async (request, reply) => {
      const avatar = await app.avatarsService.read(request.params.userId, request.params.fileName);
      // File names are random per upload, so an avatar URL never changes content.
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(avatar.bytes);
    },
  );
};
