export function findMissingDocPaths(root: string): { doc: string; line: number; path: string }[];
