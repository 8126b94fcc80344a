import { z } from 'zod';

/*
 * The server's Content-Security-Policy allows no eval, and zod probes for it (`new Function`)
 * when it builds its first object schema, which the browser reports as a violation. Told to parse
 * without compiling, zod never probes. main.tsx imports this module first: @telemed/domain builds
 * its schemas as it loads, so any earlier import of it would come too late.
 */
z.config({ jitless: true });
