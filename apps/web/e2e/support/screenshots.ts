import path from 'node:path';

/** Where browser tests keep the screenshots people review (docs/screenshots), whatever the working folder. */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../../../docs/screenshots');

export function screenshotPath(name: string): string {
  return path.join(SCREENSHOTS_DIR, `${name}.png`);
}
