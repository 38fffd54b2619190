/**
 * A throw-away PostgreSQL cluster for tests (decision 0023): Debian's binaries, a temporary folder,
 * a unix socket in that folder (no port, nothing outside the machine), deleted after. One cluster
 * per test file at most (initdb takes a second or two); each test takes a database of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BIN_GLOB_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'puur';

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb, or null. */
export function findPostgresBin(): string | null {
  if (!fs.existsSync(BIN_GLOB_ROOT)) return null;
  const versions = fs
    .readdirSync(BIN_GLOB_ROOT)
    .filter((version) => fs.existsSync(path.join(BIN_GLOB_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_GLOB_ROOT, versions[0], 'bin') : null;
}

export interface TestPostgres {
  /** The cluster's `postgres` database, as its superuser. */
  adminUrl: string;
  /** A new empty database on the cluster; its connection URL. */
  createDatabase(): Promise<string>;
  /** Stops the cluster and deletes its folder. */
  stop(): void;
}

/** initdb refuses to run as root: as root, the cluster runs as an unprivileged user. */
function unprivilegedUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const ids = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (ids.status !== 0) continue;
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    return { name, uid: Number(ids.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run initdb');
}

function runAs(user: { name: string } | null, command: string, args: string[]): void {
  const [file, fullArgs] = user
    ? ['runuser', ['-u', user.name, '--', command, ...args]]
    : [command, args];
  try {
    execFileSync(file, fullArgs, { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const output = (error as { stderr?: string; stdout?: string }).stderr ?? '';
    throw new Error(`${path.basename(command)} failed: ${output.trim() || String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Starts a cluster in a new temporary folder; call stop() when done (startTestPostgresPerFile
 * does). Tests skip durability (fsync and synchronous commits); `durable` keeps PostgreSQL's
 * defaults, for the bench.
 */
export async function startTestPostgres({ durable = false } = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(missingBinariesMessage());
  const user = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const stop = () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid')))
      runAs(user, path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-s']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAs(user, path.join(bin, 'initdb'), [
      ...['-D', data, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'],
      '--no-sync',
      '--no-instructions',
    ]);
    // Durability is worthless in tests and costs most of a test's time.
    const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const settings = `-k ${dir} -c listen_addresses= -c max_connections=300${fast}`;
    runAs(user, path.join(bin, 'pg_ctl'), [
      ...['start', '-D', data, '-w', '-s', '-l', path.join(dir, 'log'), '-o', settings],
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const adminUrl = `postgres://${SUPERUSER}@localhost/postgres?host=${encodeURIComponent(dir)}`;
  return {
    adminUrl,
    createDatabase: () => createDatabaseOn(adminUrl),
    stop,
  };
}

export function missingBinariesMessage(): string {
  return `PostgreSQL's binaries were not found (${BIN_GLOB_ROOT}/*/bin/initdb): install Debian's postgresql package to run the PostgreSQL tests`;
}

/**
 * A new database, uniquely named (several test processes share one cluster), on the cluster that
 * `adminUrl` reaches: empty, or a copy of `template`; its connection URL.
 */
export async function createDatabaseOn(adminUrl: string, template?: string): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
