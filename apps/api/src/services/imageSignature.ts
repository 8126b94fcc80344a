import type { AvatarContentType } from '@telemed/domain';

/** Whether the bytes start like the declared image type (PNG, JPEG or WebP magic numbers). */
export function matchesImageSignature(bytes: Buffer, contentType: AvatarContentType): boolean {
  switch (contentType) {
    case 'image/png':
      return bytes
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
    case 'image/webp':
      return (
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP'
      );
  }
}

export const IMAGE_EXTENSIONS: Record<AvatarContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function contentTypeOfExtension(extension: string): AvatarContentType | null {
  const match = Object.entries(IMAGE_EXTENSIONS).find(([, known]) => known === extension);
  return match ? (match[0] as AvatarContentType) : null;
}
