import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

type Translate = (error: unknown) => unknown;

/**
 * A dialect whose every failure comes out translated (see faults.ts): services and
 * routes then see a 503 for a database that is away and a 409 for a lost unique race,
 * whichever query, transaction step or connection attempt met it.
 */
export function translatingDialect(inner: Dialect, translate: Translate): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new TranslatingDriver(inner.createDriver(), translate),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}

async function translated<T>(translate: Translate, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translate(error);
  }
}

class TranslatingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly translate: Translate,
  ) {}

  executeQuery: DatabaseConnection['executeQuery'] = (query) =>
    translated(this.translate, () => this.inner.executeQuery(query));

  async *streamQuery<R>(...args: Parameters<DatabaseConnection['streamQuery']>) {
    try {
      yield* this.inner.streamQuery<R>(...args);
    } catch (error) {
      throw this.translate(error);
    }
  }
}

const unwrap = (connection: DatabaseConnection) => (connection as TranslatingConnection).inner;

class TranslatingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly translate: Translate,
  ) {}

  init() {
    return translated(this.translate, () => this.inner.init());
  }

  async acquireConnection() {
    const connection = await translated(this.translate, () => this.inner.acquireConnection());
    return new TranslatingConnection(connection, this.translate);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return translated(this.translate, () =>
      this.inner.beginTransaction(unwrap(connection), settings),
    );
  }

  commitTransaction(connection: DatabaseConnection) {
    return translated(this.translate, () => this.inner.commitTransaction(unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return translated(this.translate, () => this.inner.rollbackTransaction(unwrap(connection)));
  }

  savepoint: NonNullable<Driver['savepoint']> = (connection, name, compile) =>
    translated(this.translate, () => this.inner.savepoint!(unwrap(connection), name, compile));

  rollbackToSavepoint: NonNullable<Driver['rollbackToSavepoint']> = (connection, name, compile) =>
    translated(this.translate, () =>
      this.inner.rollbackToSavepoint!(unwrap(connection), name, compile),
    );

  releaseSavepoint: NonNullable<Driver['releaseSavepoint']> = (connection, name, compile) =>
    translated(this.translate, () =>
      this.inner.releaseSavepoint!(unwrap(connection), name, compile),
    );

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}
