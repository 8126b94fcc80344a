import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The one inline style the apps need: react-aria's usePress puts this `<style>` into the page's
 * head (touch-action on pressable elements, react-aria 3.53, `usePress.mjs`). Its SHA-256 lets
 * exactly this text in, where `'unsafe-inline'` would let any injected style in. The e2e CSP check
 * (e2e/csp.spec.ts) fails if a react-aria upgrade changes the text.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/** HSTS for a year, subdomains included, once a request came over TLS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The WebSocket origin of the public URL: CSP Level 3 browsers match same-origin ws: and wss:
 * with 'self', older Safari needs the origin named.
 */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers on every answer, API and apps alike (@fastify/helmet): a Content-Security-
 * Policy the built clinic portal and signup app satisfy (scripts, styles, fonts and images from
 * this origin only; the favicon is a data: URL; XHR and socket.io to this origin; no plugins, no
 * framing, no foreign <base> or form targets), nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, X-Frame-Options DENY, and HSTS only when the request came over
 * TLS — directly, or by X-Forwarded-Proto when TRUST_PROXY says the proxy is to be believed — so
 * a plain-HTTP quick start is never pinned to HTTPS.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", REACT_ARIA_PRESSABLE_STYLE],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", webSocketOrigin(app.config.publicUrl)],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      }
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
