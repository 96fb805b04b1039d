import { z } from 'zod';
import { ERROR_CODES } from './error-code-list';

// The list lives in error-code-list.ts (Zod-free, for the web app's first load); add codes there.
export * from './error-code-list';
export const errorCodeSchema = z.enum(ERROR_CODES);
