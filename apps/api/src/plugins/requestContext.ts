import { isLanguage, resolveLanguage } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the client says about itself in the headers of every call (wire contract). */
export interface RequestContext {
  /** `Language`, else the best match of `Accept-Language`, else en-GB. */
  language: Language;
  /** The bearer token of `Authorization`, if any. */
  bearerToken: string | null;
  /** `Timezone-Offset` in minutes as Date#getTimezoneOffset() gives it (UTC+2 is -120). */
  timezoneOffsetMinutes: number | null;
  /** `Scope`, an optional client-chosen context string. */
  scope: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
  }
}

function singleHeader(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

/** Real offsets lie within UTC-12..UTC+14; anything else is ignored. */
function readTimezoneOffset(value: string | null): number | null {
  if (value === null || !/^-?\d{1,4}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes >= -14 * 60 && minutes <= 12 * 60 ? minutes : null;
}

export function readRequestContext(request: FastifyRequest): RequestContext {
  const explicitLanguage = singleHeader(request, 'language');
  const authorization = singleHeader(request, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i);
  return {
    language: isLanguage(explicitLanguage)
      ? explicitLanguage
      : resolveLanguage(explicitLanguage ?? singleHeader(request, 'accept-language')),
    bearerToken: bearer?.[1] ?? null,
    timezoneOffsetMinutes: readTimezoneOffset(singleHeader(request, 'timezone-offset')),
    scope: singleHeader(request, 'scope'),
  };
}

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('context', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      request.context = readRequestContext(request);
    });
  },
  { name: 'request-context' },
);
