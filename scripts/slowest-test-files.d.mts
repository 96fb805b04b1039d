export interface FileDuration {
  file: string;
  ms: number;
}
export function vitestFileDurations(report: unknown, root: string): FileDuration[];
export function playwrightFileDurations(report: unknown): FileDuration[];
export function formatSlowest(title: string, durations: FileDuration[], count?: number): string[];
