/**
 * Kysely's SQLite dialect, made for a server: each statement is prepared once and reused (Kysely's
 * own driver prepares every query anew), and a write gate.
 *
 * While a worker thread writes to the database file (an import, see
 * server/product-admin/import-worker.ts), this process's own writes wait for it without holding
 * the event loop. Without the gate, better-sqlite3 would wait for SQLite's write lock
 * synchronously (busy_timeout) and every visitor would wait with it. Reads go on meanwhile (WAL).
 */
import type SQLite from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

export class WriteGate {
  private closed: Promise<void> | null = null;

  /** Runs `work` with the gate closed to this process's writes; holders take turns. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    await this.passage();
    let open!: () => void;
    this.closed = new Promise((resolve) => (open = resolve));
    try {
      return await work();
    } finally {
      this.closed = null;
      open();
    }
  }

  /** Resolves once no one holds the gate. */
  async passage(): Promise<void> {
    while (this.closed) await this.closed;
  }
}

const READ = /^\s*select\b/i;
const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback|end)\b/i;
/** Prepared statements kept per connection (Kysely's SQLite driver prepares every query anew). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The one connection to the SQLite file: each statement prepared once and reused, and a statement
 * that writes waits at the gate, unless its transaction has already begun.
 */
class PuurSqliteConnection implements DatabaseConnection {
  private inTransaction = false;
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly gate: WriteGate,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && !READ.test(query.sql)) await this.gate.passage();
    const statement = this.prepared(query.sql);
    const parameters = query.parameters as unknown[];
    let result: QueryResult<R>;
    if (statement.reader) {
      result = { rows: statement.all(parameters) as R[] };
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      result = { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
    }
    if (BEGIN.test(query.sql)) this.inTransaction = true;
    else if (END.test(query.sql)) this.inTransaction = false;
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) {
      throw new Error('The SQLite connection streams select queries only.');
    }
    // A statement being iterated is busy: a stream gets a statement of its own.
    for (const row of this.sqlite.prepare(query.sql).iterate(query.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }

  private prepared(sql: string): SQLite.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.clear();
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** Kysely's SQLite driver, with our connection (see PuurSqliteConnection). */
class PuurSqliteDriver extends SqliteDriver {
  private readonly connection: PuurSqliteConnection;

  constructor(sqlite: SQLite.Database, gate: WriteGate) {
    super({ database: sqlite });
    this.connection = new PuurSqliteConnection(sqlite, gate);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
}

/** SQLite for Kysely with prepared statements reused and writes held at the gate. */
export class PuurSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly gate: WriteGate,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new PuurSqliteDriver(this.sqlite, this.gate);
  }
}
