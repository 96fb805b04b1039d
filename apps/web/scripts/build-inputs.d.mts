/** The web build's input files, repository-relative with `/` separators, sorted. */
export function listBuildInputs(root: string): string[];
/** SHA-256 (hex) of the input files' paths and contents and of the `VITE_*` and NODE_ENV environment. */
export function hashBuildInputs(root: string, env?: Record<string, string | undefined>): string;
