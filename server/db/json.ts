/** Lists live in JSON text columns; these two functions are the only place that converts them. */
export function toJsonList(values: readonly string[] | null | undefined): string {
  return JSON.stringify(values ?? []);
}

export function fromJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const toFlag = (value: boolean | null | undefined): number => (value ? 1 : 0);
export const fromFlag = (value: number | null | undefined): boolean => value === 1;
