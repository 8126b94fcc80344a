import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ACCESS_AUDIENCE = 'telemed:access';
const AVATAR_UPLOAD_AUDIENCE = 'telemed:avatar-upload';

/** Signed, expiring tokens: sign-in tokens and short-lived avatar upload grants. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTokenTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A sign-in token for the user; `expiresAt` (epoch seconds) overrides the lifetime. */
  signAccessToken(userId: string, expiresAt?: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresAt ?? `${this.accessTokenTtlSeconds}s`)
      .sign(this.key);
  }

  /** The user id of a valid sign-in token, or null when it is malformed, forged or expired. */
  async verifyAccessToken(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: ACCESS_AUDIENCE,
      });
      return payload.sub ?? null;
    } catch {
      return null;
    }
  }

  signAvatarUpload(userId: string, contentType: string): Promise<string> {
    return new SignJWT({ contentType })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setAudience(AVATAR_UPLOAD_AUDIENCE)
      .setExpirationTime('15m')
      .sign(this.key);
  }

  async verifyAvatarUpload(grant: string): Promise<{ userId: string; contentType: string } | null> {
    try {
      const { payload } = await jwtVerify(grant, this.key, {
        algorithms: [ALGORITHM],
        audience: AVATAR_UPLOAD_AUDIENCE,
      });
      if (!payload.sub || typeof payload.contentType !== 'string') return null;
      return { userId: payload.sub, contentType: payload.contentType };
    } catch {
      return null;
    }
  }
}
