/**
 * The web build the server waits for before it reads WEB_DIST_DIR (issue 34). Settled by default;
 * `npm start` (scripts/start.mjs) sets a pending build here before importing main.ts, so the
 * database opens, migrates and seeds while `vite build` runs, and the app is built once dist is.
 */
export const webAppBuild: { ready: Promise<void> } = { ready: Promise.resolve() };
