import { isAvatarContentType } from '@telemed/domain';
import type { AvatarContentType, AvatarUploadResponse, User } from '@telemed/domain';
import { ApiError, invalidOrExpiredToken, notFound } from '../http/apiError';
import type { UsersRepository } from '../repositories/usersRepository';
import type { FileStorage } from '../storage/fileStorage';
import type { AccessTokens } from './accessTokens';
import { matchesImageSignature } from './imageSignature';
import { newStoredImageName, storedImageContentType } from './storedImageNames';
import { toUser } from './views';

/**
 * Avatar upload in two steps, like an upload to object storage: a signed, 15-minute upload URL
 * bound to the user and the content type, then a PUT of the raw image bytes to it.
 */
export class AvatarsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly storage: FileStorage,
    private readonly accessTokens: AccessTokens,
  ) {}

  async createUploadUrl(
    userId: string,
    contentType: AvatarContentType,
  ): Promise<AvatarUploadResponse> {
    const grant = await this.accessTokens.signAvatarUpload(userId, contentType);
    return { uploadUrl: `/api/uploads/avatar/${grant}` };
  }

  async storeUpload(grant: string, contentType: string, bytes: Buffer): Promise<User> {
    const upload = await this.accessTokens.verifyAvatarUpload(grant);
    if (!upload) throw invalidOrExpiredToken();
    const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (
      declared !== upload.contentType ||
      !isAvatarContentType(declared) ||
      !matchesImageSignature(bytes, declared)
    ) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const user = await this.users.findById(upload.userId);
    if (!user) throw invalidOrExpiredToken();
    const key = `avatars/${user.id}/${newStoredImageName(declared)}`;
    await this.storage.put(key, bytes);
    const updated = await this.users.update(user.id, { avatarKey: key });
    if (user.avatarKey) await this.storage.delete(user.avatarKey);
    return toUser(updated);
  }

  /** The image behind a user's avatar URL. */
  async read(userId: string, fileName: string): Promise<{ bytes: Buffer; contentType: string }> {
    const contentType = storedImageContentType(fileName);
    const bytes = contentType ? await this.storage.get(`avatars/${userId}/${fileName}`) : null;
    if (!contentType || !bytes) throw notFound();
    return { bytes, contentType };
  }
}
