/**
 * zod compiles object parsers with `new Function` unless told not to; our CSP has no 'unsafe-eval', so its
 * probe was a CSP violation on every page (Lighthouse best practices 96). The interpreted parser is fast
 * enough for forms. zod loads with the pages that have forms, not with the entry, so `z.config()` cannot run
 * first: zod starts from `globalThis.__zod_globalConfig` when one exists (its way of sharing the settings
 * between copies), and this seeds it (or updates it, if zod came first). main.tsx imports this module
 * before anything else; zod-config.test.ts fails if zod stops reading it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
