/**
 * Zod's objects probe for `new Function` (a faster compiled parser) the first time they parse. Our
 * content security policy forbids eval, so in the browser the probe fails, and Chromium reports
 * each failure as a CSP violation (Lighthouse's best practices counted it on home and the event
 * pages: issue 34). `jitless` skips the probe. Zod reads this global when it first loads, and no
 * schema is made before the entry module runs (the first load carries no Zod), so setting it here,
 * the entry's first import, reaches every schema without importing Zod itself.
 */
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };
