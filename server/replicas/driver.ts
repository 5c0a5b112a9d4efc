import type pg from 'pg';
import {
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { ReplicaRouter } from './router';

/** Kysely's PostgreSQL connection (its class is not exported): what the driver hands out and takes back. */
type PgConnection = Parameters<PostgresDriver['releaseConnection']>[0];

/**
 * One connection as Kysely sees it: the primary's is taken when first needed; each query that may read a
 * replica borrows one of the replica's connections for that query only. Inside a transaction every query
 * stays on the primary's connection.
 */
class RoutedConnection implements DatabaseConnection {
  private primaryConnection: PgConnection | null = null;
  inTransaction = false;

  constructor(
    private readonly primaryDriver: PostgresDriver,
    private readonly router: ReplicaRouter,
  ) {}

  async primary(): Promise<PgConnection> {
    this.primaryConnection ??= (await this.primaryDriver.acquireConnection()) as PgConnection;
    return this.primaryConnection;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const replica = this.inTransaction ? null : this.router.pick(query);
    if (replica) {
      let connection: PgConnection | null = null;
      try {
        connection = (await replica.driver.acquireConnection()) as PgConnection;
        const result = await connection.executeQuery<R>(query);
        this.router.onQuery?.('replica');
        return result;
      } catch (err) {
        // The read is answered by the primary instead: a stopped replica costs the visitor nothing.
        this.router.failed(replica, err);
      } finally {
        if (connection) await replica.driver.releaseConnection(connection);
      }
    }
    this.router.onQuery?.('primary');
    return (await this.primary()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.primary()).streamQuery<R>(query, chunkSize as number);
  }

  async release(): Promise<void> {
    if (this.primaryConnection) await this.primaryDriver.releaseConnection(this.primaryConnection);
    this.primaryConnection = null;
  }
}

class RoutingDriver implements Driver {
  private readonly primary: PostgresDriver;

  constructor(
    pool: pg.Pool,
    private readonly router: ReplicaRouter,
  ) {
    this.primary = new PostgresDriver({ pool });
  }

  async init(): Promise<void> {
    await this.primary.init();
    await this.router.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.primary, this.router);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const routed = connection as RoutedConnection;
    routed.inTransaction = true;
    await this.primary.beginTransaction(await routed.primary(), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.commitTransaction(await (connection as RoutedConnection).primary());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.rollbackTransaction(await (connection as RoutedConnection).primary());
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.savepoint(await (connection as RoutedConnection).primary(), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.rollbackToSavepoint(await (connection as RoutedConnection).primary(), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.releaseSavepoint(await (connection as RoutedConnection).primary(), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).release();
  }

  async destroy(): Promise<void> {
    await this.router.close();
    await this.primary.destroy();
  }
}

/** PostgreSQL with reads routed to streaming replicas by the router (decision 021); otherwise Kysely's PostgreSQL dialect. */
export class ReplicatedPostgresDialect implements Dialect {
  constructor(
    private readonly pool: pg.Pool,
    private readonly router: ReplicaRouter,
  ) {}

  createDriver(): Driver {
    return new RoutingDriver(this.pool, this.router);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
