import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string = 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
}

/** A logger that drops everything; for tests. */
export const silentLogger: Logger = pino({ level: 'silent' });
