export const MINIMUM_NODE_MAJOR: number;
export function unsupportedNodeMessage(version?: string): string | undefined;
