// Types for better-sqlite3 13, which ships none (@types/better-sqlite3 stops at 9.6). Adapted from
// @types/better-sqlite3 9.6 (MIT) and checked against better-sqlite3 13.2's lib/: v13 adds opening
// by file descriptor (with `journalFd`), `explain()`, and `nativeBinding` as a loaded addon.

declare module 'better-sqlite3' {
  type VariableArgFunction = (...params: any[]) => unknown;
  type ArgumentTypes<F extends VariableArgFunction> = F extends (...args: infer A) => unknown
    ? A
    : never;
  type ElementOf<T> = T extends Array<infer E> ? E : T;

  namespace BetterSqlite3 {
    interface Statement<BindParameters extends unknown[], Result = unknown> {
      database: Database;
      source: string;
      reader: boolean;
      readonly: boolean;
      busy: boolean;

      run(...params: BindParameters): Database.RunResult;
      get(...params: BindParameters): Result | undefined;
      all(...params: BindParameters): Result[];
      iterate(...params: BindParameters): IterableIterator<Result>;
      pluck(toggleState?: boolean): this;
      expand(toggleState?: boolean): this;
      raw(toggleState?: boolean): this;
      bind(...params: BindParameters): this;
      columns(): ColumnDefinition[];
      safeIntegers(toggleState?: boolean): this;
    }

    interface ColumnDefinition {
      name: string;
      column: string | null;
      table: string | null;
      database: string | null;
      type: string | null;
    }

    interface Transaction<F extends VariableArgFunction> {
      (...params: ArgumentTypes<F>): ReturnType<F>;
      default(...params: ArgumentTypes<F>): ReturnType<F>;
      deferred(...params: ArgumentTypes<F>): ReturnType<F>;
      immediate(...params: ArgumentTypes<F>): ReturnType<F>;
      exclusive(...params: ArgumentTypes<F>): ReturnType<F>;
    }

    interface VirtualTableOptions {
      rows: (...params: unknown[]) => Generator;
      columns: string[];
      parameters?: string[] | undefined;
      safeIntegers?: boolean | undefined;
      directOnly?: boolean | undefined;
    }

    interface Database {
      memory: boolean;
      readonly: boolean;
      name: string;
      open: boolean;
      inTransaction: boolean;

      prepare<BindParameters extends unknown[] | object = unknown[], Result = unknown>(
        source: string,
      ): BindParameters extends unknown[]
        ? Statement<BindParameters, Result>
        : Statement<[BindParameters], Result>;
      transaction<F extends VariableArgFunction>(fn: F): Transaction<F>;
      exec(source: string): this;
      pragma(source: string, options?: Database.PragmaOptions): unknown;
      /** Runs `EXPLAIN <source>` and returns its rows (new in 13). */
      explain(source: string): unknown[];
      function(name: string, cb: (...params: any[]) => any): this;
      function(
        name: string,
        options: Database.RegistrationOptions,
        cb: (...params: any[]) => any,
      ): this;
      aggregate<T>(
        name: string,
        options: Database.RegistrationOptions & {
          start?: T | (() => T);
          step: (total: T, next: ElementOf<T>) => T | void;
          inverse?: ((total: T, dropped: T) => T) | undefined;
          result?: ((total: T) => unknown) | undefined;
        },
      ): this;
      loadExtension(path: string, entryPoint?: string): this;
      close(): this;
      defaultSafeIntegers(toggleState?: boolean): this;
      backup(
        destinationFile: string,
        options?: Database.BackupOptions,
      ): Promise<Database.BackupMetadata>;
      table(name: string, options: VirtualTableOptions): this;
      unsafeMode(unsafe?: boolean): this;
      serialize(options?: Database.SerializeOptions): Buffer;
    }

    interface DatabaseConstructor {
      new (filename?: string | Buffer | number, options?: Database.Options): Database;
      (filename?: string | Buffer | number, options?: Database.Options): Database;
      prototype: Database;
      SqliteError: typeof SqliteErrorClass;
    }
  }

  class SqliteErrorClass extends Error {
    name: string;
    message: string;
    code: string;
    constructor(message: string, code: string);
  }

  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }

    interface Options {
      readonly?: boolean | undefined;
      fileMustExist?: boolean | undefined;
      timeout?: number | undefined;
      verbose?: ((message?: unknown, ...additionalArgs: unknown[]) => void) | undefined;
      nativeBinding?: string | object | undefined;
      /** Required when the database is opened from a file descriptor. */
      journalFd?: number | undefined;
    }

    interface SerializeOptions {
      attached?: string;
    }

    interface PragmaOptions {
      simple?: boolean | undefined;
    }

    interface RegistrationOptions {
      varargs?: boolean | undefined;
      deterministic?: boolean | undefined;
      safeIntegers?: boolean | undefined;
      directOnly?: boolean | undefined;
    }

    interface BackupMetadata {
      totalPages: number;
      remainingPages: number;
    }
    interface BackupOptions {
      progress: (info: BackupMetadata) => number;
    }

    type SqliteError = SqliteErrorClass;
    type Statement<
      BindParameters extends unknown[] | object = unknown[],
      Result = unknown,
    > = BindParameters extends unknown[]
      ? BetterSqlite3.Statement<BindParameters, Result>
      : BetterSqlite3.Statement<[BindParameters], Result>;
    type ColumnDefinition = BetterSqlite3.ColumnDefinition;
    type Transaction<T extends VariableArgFunction = VariableArgFunction> =
      BetterSqlite3.Transaction<T>;
    type Database = BetterSqlite3.Database;
  }

  const Database: BetterSqlite3.DatabaseConstructor;
  export = Database;
}
