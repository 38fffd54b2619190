import net from 'node:net';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '../shared/site';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1, 'must not be empty').default('data/puur.db'),
  /** Set, PostgreSQL instead of the SQLite file (decision 0023), e.g. postgres://puur@db.internal/puur. */
  DATABASE_URL: z
    .string()
    .trim()
    .refine(isPostgresUrl, {
      message:
        'must be a postgres:// or postgresql:// URL such as postgres://puur:password@db.internal:5432/puur (unset it to use SQLite at DATABASE_PATH)',
    })
    .optional(),
  /** Uploaded files (product pictures); default: an uploads folder beside the database. */
  UPLOADS_DIR: z.string().min(1, 'must not be empty').optional(),
  SITE_NAME: z.string().trim().min(1, 'must not be empty').max(40).default(DEFAULT_SITE_NAME),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://puur.example' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SEED_DEMO_DATA: booleanText.default(true),
  /**
   * Outgoing mail server, e.g. smtps://user:password@mail.example:465 or smtp://localhost:1025
   * (decision 0020). Unset: messages are written to the outbox folder instead.
   */
  SMTP_URL: z
    .string()
    .trim()
    .refine(isSmtpUrl, {
      message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465',
    })
    .optional(),
  /** The From of outgoing mail; default: SITE_NAME <CONTACT_EMAIL>, else no-reply@ the site's host. */
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as Puur <hello@puur.example>')
    .optional(),
  /** Mail written instead of sent when SMTP_URL is unset; default: an outbox folder beside the database. */
  OUTBOX_DIR: z.string().min(1, 'must not be empty').optional(),
  /**
   * Which proxies may set X-Forwarded-For: `false` (none), a hop count (`1` for one reverse proxy;
   * `true` means 1), or a comma-separated list of proxy addresses or subnets. Never "any".
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      const text = value.trim().toLowerCase();
      if (['false', '0', 'no'].includes(text)) return false;
      if (['true', 'yes'].includes(text)) return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text.split(',').map((part) => part.trim());
      if (addresses.every(isAddressOrSubnet)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, a hop count (1 for one reverse proxy) or proxy addresses such as 10.0.0.2,10.1.0.0/16',
      });
      return z.NEVER;
    }),
  /** Per-IP rate limits; switch off only for load benchmarks. */
  RATE_LIMITS: booleanText.default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  AI_PROVIDER: z
    .enum(['auto', 'builtin', 'openai'], { error: 'must be auto, builtin or openai' })
    .default('auto'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ error: 'must be a URL such as http://localhost:11434/v1' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /**
   * Unset: no /metrics (it answers 404). Set: /metrics answers Prometheus text to requests that
   * carry `Authorization: Bearer <token>`, 401 to others.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (for example the output of openssl rand -hex 32)')
    .optional(),
  /** Hours between scheduled backups of the SQLite database (fractions allowed); 0 switches them off. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number of hours (0 switches scheduled backups off)' })
    .min(0, 'must be 0 or more')
    .max(24 * 31, 'must be at most 744 (31 days)')
    .default(24),
  /** How many backups the schedule keeps in the backups folder (the newest ones). */
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(14),
  /** Where backups are written; default: a backups folder beside the database. */
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
});

function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** postgres://user:password@host:port/database, or postgres:///database?host=/socket/folder. */
export function isPostgresUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

function isAddressOrSubnet(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema> & {
  SITE_URL: string;
  /** False when SITE_URL was not set and is the local default (only loopback hosts are served). */
  SITE_URL_CONFIGURED: boolean;
};

export class ConfigError extends Error {}

const SECRET_URLS = new Set(['SMTP_URL', 'DATABASE_URL', 'METRICS_TOKEN']);

/** Parses the environment; on a bad value throws one line that names the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // A mail server or database URL may hold a password, the metrics token is one: never echo them.
    const got = SECRET_URLS.has(name) ? undefined : cleaned[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`,
    );
  }
  const env = result.data;
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
    throw new ConfigError(
      'Invalid configuration: OPENAI_API_KEY must be set when AI_PROVIDER is openai',
    );
  }
  return {
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    SITE_URL_CONFIGURED: env.SITE_URL !== undefined,
  };
}
