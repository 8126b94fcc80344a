import { z } from 'zod';

/*
 * The server's Content-Security-Policy allows no eval, and zod probes for it (`new Function`)
 * when it builds its first object schema, which the browser reports as a violation. Told to parse
 * without compiling, zod never probes. This must run before @telemed/domain builds its schemas
 * as it loads: main.tsx imports it first, and vite.config.ts puts it in zod's own chunk, which
 * runs whole before the chunks that import zod.
 */
z.config({ jitless: true });
