/** The web build's input files, repository-relative with `/` separators, sorted. */
export function listBuildInputs(root: string): string[];
/** SHA-256 (hex) of the input files' paths and contents and of the `VITE_*` and NODE_ENV environment. */
export function hashBuildInputs(root: string, env?: Record<string, string | undefined>): string;
/** The stamp written last into dist: what the build was made from. */
export const BUILD_STAMP_FILE: string;
export interface BuildStamp {
  inputsHash?: string;
  brotliQuality?: number;
}
/** The stamp of the build in `distDir`, or undefined when there is no complete build there. */
export function readBuildStamp(distDir: string): BuildStamp | undefined;
/** 'build' (vite build and compress), 'compress' (the .br files again, at a stronger quality) or 'skip'. */
export function buildDecision(state: {
  stamp: BuildStamp | undefined;
  inputsHash: string;
  brotliQuality: number;
  ifChanged: boolean;
}): 'build' | 'compress' | 'skip';
