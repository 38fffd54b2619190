export function newestSourceMtime(root: string): number;
export function distDir(root: string, env?: NodeJS.ProcessEnv): string;
export function buildState(root: string, dist?: string): 'missing' | 'stale' | 'current';
