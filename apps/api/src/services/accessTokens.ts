import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ACCESS_AUDIENCE = 'telemed:access';
const AVATAR_UPLOAD_AUDIENCE = 'telemed:avatar-upload';

/** What a sign-in token carries: whose it is and which session it belongs to. */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Signed, expiring tokens: sign-in tokens and short-lived avatar upload grants. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A sign-in token of the session (its id becomes `jti`), expiring with it. */
  signAccessToken(session: { id: string; userId: string; expiresAt: Date }): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(session.userId)
      .setJti(session.id)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The user and session of a valid sign-in token, or null when it is malformed, forged, expired
   * or names no session. Whether the session is still going is the session store's question.
   */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: ACCESS_AUDIENCE,
      });
      if (!payload.sub || !payload.jti) return null;
      return { userId: payload.sub, sessionId: payload.jti };
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
