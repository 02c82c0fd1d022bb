/**
 * Zod for the browser build (vite.config.ts points `zod` here). The pages' Content-Security-Policy allows no `eval`
 * (plugins/security-headers.ts on the server). Zod probes for it with `new Function` when the first object schema is
 * made, and the browser reports the refused probe as a policy violation even though Zod catches it. Zod's `jitless`
 * setting skips the probe; it lives on a global object that Zod adopts when it loads, so it is set here, in a module
 * that every importer of Zod evaluates before Zod itself.
 */
import './zod-jitless.ts';

export * from 'zod/v4';
export { z as default } from 'zod/v4';
