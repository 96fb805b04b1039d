/** What other features may use of kiosk; its other files are its own (eslint.config.js). */
export { KioskService, type StarterScopeCheck } from './kiosk.service';
