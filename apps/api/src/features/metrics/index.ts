/** What other features may use of metrics; its other files are its own (eslint.config.js). */
export { type AppMetrics } from './metrics';
