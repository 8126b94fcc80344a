import type { Endpoint } from '../contract/endpoint';
import type { ApiCore } from './ApiCore';
import type { CallOptions } from './requestSpec';
import { endpointRequest } from './endpointRequest';
import type { CallAnswer, RawBodyInput } from './endpointRequest';

/**
 * Sends an upload's bytes to the signed URL the server handed out (an absolute path such as
 * `/api/uploads/avatar/<grant>`), as the upload endpoint describes it: its content types,
 * answer schema and failure message.
 *
 * @example
 * const { uploadUrl } = await client.users.requestAvatarUpload({ body: { contentType: 'image/png' } });
 * await uploadTo(client, uploadsContract.avatar, uploadUrl, { content: file, contentType: 'image/png' });
 */
export function uploadTo<Entry extends Endpoint>(
  core: ApiCore,
  entry: Entry,
  uploadUrl: string,
  rawBody: RawBodyInput,
  options?: CallOptions,
): Promise<CallAnswer<Entry>> {
  return core.request({
    ...endpointRequest(entry, { rawBody }, options),
    path: uploadUrl,
  }) as Promise<CallAnswer<Entry>>;
}
