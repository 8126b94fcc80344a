/** Password length bounds (clinical-domain §5: "Password is too short"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** Clinic (team) name, trimmed: 4 to 60 characters (clinical-domain §9). */
export const TEAM_NAME_MIN_LENGTH = 4;
export const TEAM_NAME_MAX_LENGTH = 60;

export const FULL_NAME_MAX_LENGTH = 120;

/** Height in centimetres accepted in personal details (platform-core §9: 20-300). */
export const HEIGHT_MIN_CM = 20;
export const HEIGHT_MAX_CM = 300;

/** Avatar uploads: at most 5 MB of PNG, JPEG or WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

/** Login attempts allowed per IP address per minute before 429. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** HTTP statuses the client treats as success. */
export const SUCCESS_STATUSES = [200, 201, 202, 304] as const;

export function isSuccessStatus(status: number): boolean {
  return (SUCCESS_STATUSES as readonly number[]).includes(status);
}

export function isAvatarContentType(value: string): value is AvatarContentType {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(value);
}
