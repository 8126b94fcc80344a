import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const AUDIENCE = 'telemed:team-logo-upload';

/** Signed 15-minute grants to upload one clinic's logo of one content type. */
export class TeamLogoGrants {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(teamId: string, contentType: string): Promise<string> {
    return new SignJWT({ contentType })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(teamId)
      .setAudience(AUDIENCE)
      .setExpirationTime('15m')
      .sign(this.key);
  }

  /** The grant's team and content type, or null when it is forged or expired. */
  async verify(grant: string): Promise<{ teamId: string; contentType: string } | null> {
    try {
      const { payload } = await jwtVerify(grant, this.key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
      });
      if (!payload.sub || typeof payload.contentType !== 'string') return null;
      return { teamId: payload.sub, contentType: payload.contentType };
    } catch {
      return null;
    }
  }
}
