export function vitestFailedTests(report: unknown, root: string): string[];
export function playwrightFailedTests(report: unknown): string[];
