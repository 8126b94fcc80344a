import { randomBytes } from 'node:crypto';
import type { AvatarContentType } from '@telemed/domain';
import { IMAGE_EXTENSIONS, contentTypeOfExtension } from './imageSignature';

// What newStoredImageName makes: 128 random bits in hex and the image type's extension.
const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.([a-z]+)$/;

/** A fresh, unguessable file name for a stored avatar or logo of this type. */
export function newStoredImageName(contentType: AvatarContentType): string {
  return `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[contentType]}`;
}

/**
 * The content type of a file name the server made, or null for any other name: public image
 * URLs name only files the server stored, so a crafted name ('../x.png', 'a.b.png') is a 404
 * before it comes near storage.
 */
export function storedImageContentType(fileName: string): AvatarContentType | null {
  const extension = STORED_IMAGE_NAME.exec(fileName)?.[1];
  return extension ? contentTypeOfExtension(extension) : null;
}
