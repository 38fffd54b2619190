import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe('data/puur.db');
    expect(env.SITE_NAME).toBe('Puur');
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.AI_PROVIDER).toBe('auto');
  });

  it('names PORT when it is not a number', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT .*\(got "abc"\)/);
  });

  it('names the variable for an out-of-range port, a bad URL and a bad provider', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/^Invalid configuration: PORT/);
    expect(() => parseEnv({ SITE_URL: 'ftp://x' })).toThrow(/^Invalid configuration: SITE_URL/);
    expect(() => parseEnv({ AI_PROVIDER: 'magic' })).toThrow(/^Invalid configuration: AI_PROVIDER/);
  });

  it('requires a key when the OpenAI provider is forced', () => {
    expect(() => parseEnv({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
  });

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://puur.example/' }).SITE_URL).toBe('https://puur.example');
  });

  it('checks SMTP_URL without echoing it (it may hold a password)', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_URL: 'https://u:secret@mail.example' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => parseEnv({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: 'smtp://u:secret@' })).not.toThrow(/secret/);
  });

  it('takes a postgres:// DATABASE_URL and names it, without echoing it, when it is not one', () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: 'postgres://puur:pw@db.internal/puur' }).DATABASE_URL).toBe(
      'postgres://puur:pw@db.internal/puur',
    );
    expect(parseEnv({ DATABASE_URL: 'postgresql:///puur?host=/run/pg' }).DATABASE_URL).toBe(
      'postgresql:///puur?host=/run/pg',
    );
    const mysql = () => parseEnv({ DATABASE_URL: 'mysql://u:secret@db/puur' });
    expect(mysql).toThrow(/^Invalid configuration: DATABASE_URL must be a postgres:\/\//);
    expect(mysql).not.toThrow(/secret/);
    expect(() => parseEnv({ DATABASE_URL: 'data/puur.db' })).toThrow(/unset it to use SQLite/);
  });
});
