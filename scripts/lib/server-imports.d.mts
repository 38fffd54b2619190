export const DEV_ONLY: Record<string, string>;
export function packageOf(specifier: string): string | null;
export function loadedSpecifiers(code: string): Set<string>;
export function serverPackages(serverDir: string): Map<string, Set<string>>;
export function missingFromProduction(
  root: string,
  serverDir: string,
): { name: string; files: string[] }[];
export function describeMissing(missing: { name: string; files: string[] }[]): string | null;
