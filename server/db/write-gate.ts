/**
 * While a worker thread writes to the database file (an import, see
 * server/product-admin/import-write.ts), this process's own writes wait for it without holding
 * the event loop. Without the gate, better-sqlite3 would wait for SQLite's write lock
 * synchronously (busy_timeout) and every visitor would wait with it. Reads go on meanwhile (WAL).
 */
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
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

/** A statement that writes waits at the gate, unless its transaction has already begun. */
class GatedConnection implements DatabaseConnection {
  private inTransaction = false;

  constructor(
    private readonly inner: DatabaseConnection,
    private readonly gate: WriteGate,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && !READ.test(query.sql)) await this.gate.passage();
    const result = await this.inner.executeQuery<R>(query);
    if (BEGIN.test(query.sql)) this.inTransaction = true;
    else if (END.test(query.sql)) this.inTransaction = false;
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class GatedDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, GatedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly gate: WriteGate,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let gated = this.connections.get(connection);
    if (!gated) {
      gated = new GatedConnection(connection, this.gate);
      this.connections.set(connection, gated);
    }
    return gated;
  }

  // The SQLite driver runs BEGIN, COMMIT and savepoints through the connection it is given.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(connection, name, compile);

  releaseConnection(): Promise<void> {
    return Promise.resolve(); // the SQLite driver has one connection and nothing to release
  }

  destroy() {
    return this.inner.destroy();
  }
}

export class GatedSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly gate: WriteGate,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new GatedDriver(super.createDriver(), this.gate);
  }
}
