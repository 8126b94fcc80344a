import { z } from 'zod';
import { AVATAR_CONTENT_TYPES } from '../rules/limits';

/** POST users/me/avatar: the type of the image about to be uploaded. */
export const AvatarUploadBodySchema = z.object({
  contentType: z.enum(AVATAR_CONTENT_TYPES, { error: 'invalidValue' }),
});

export type AvatarUploadBody = z.infer<typeof AvatarUploadBodySchema>;

/** Where to PUT the raw image bytes (a path under /api, signed and short-lived). */
export const AvatarUploadResponseSchema = z.object({ uploadUrl: z.string() });

export type AvatarUploadResponse = z.infer<typeof AvatarUploadResponseSchema>;
