import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { CLIENT_ERROR_MESSAGES } from '../rules/errorCodes';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../rules/limits';
import { AvatarFileParamsSchema, UploadGrantParamsSchema } from '../schemas/routeParams';
import { UserSchema } from '../schemas/user';
import { BinaryAnswerSchema, endpoint, errorResponses } from './endpoint';

/**
 * Avatar images: the upload to a signed URL (its grant is the permission, so no token) and the
 * stored images, served without a token since `<img>` cannot send one.
 */
export const uploadsContract = {
  /** Stores the avatar's bytes; any answer but 200 reads 'Adding avatar failed.' (platform-core §8). */
  avatar: endpoint({
    method: 'PUT',
    path: '/uploads/avatar/:grant',
    access: 'public',
    params: UploadGrantParamsSchema,
    rawBody: { contentTypes: AVATAR_CONTENT_TYPES, maxBytes: AVATAR_MAX_BYTES },
    responses: { 200: UserSchema, ...errorResponses },
    client: {
      successStatuses: [200],
      failureMessage: {
        text: CLIENT_ERROR_MESSAGES.avatarFailed,
        messageKey: ERROR_MESSAGE_KEYS.avatarFailed,
      },
    },
  }),
  /** A stored avatar image; its random file name never changes content. */
  avatarFile: endpoint({
    method: 'GET',
    path: '/avatars/:userId/:fileName',
    access: 'public',
    params: AvatarFileParamsSchema,
    responses: { 200: BinaryAnswerSchema, ...errorResponses },
    binaryAnswer: true,
  }),
} as const;
