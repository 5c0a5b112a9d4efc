import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDef, WriteOp } from './types';

/**
 * What happens after a resource is written (issue 38 item 3, decision 028): the writer (server/resources/write.ts)
 * emits typed events inside its transaction; features (alerts, compliance, versions, cache purges, lead rules...)
 * subscribe at app start (server/subscriptions.ts). A resource never imports the feature that reacts to it.
 */

type Row = Record<string, unknown>;

/** Who wrote: a staff request (the REST router, a bulk edit, an import, a restore), or null for the seed. */
export type WriteActor = { app: FastifyInstance; request: FastifyRequest } | null;

/** A field's value before and after an update. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

interface EventBase {
  def: ResourceDef;
  resource: string;
  id: number;
  actor: WriteActor;
  /** The write's transaction: what a subscriber stores here commits or rolls back with the write. */
  trx: Kysely<any>;
  /**
   * Work that must see the write committed (wake a worker, purge caches, send mail through the outbox, audit after
   * the write's own audit line); run in subscription order once the transaction commits, never if it rolls back.
   */
  afterCommit(work: () => unknown): void;
}

export interface CreatedEvent extends EventBase {
  kind: 'created';
  record: Row;
  /** Fields added to the create's answer, not stored (an invitation link). */
  answer(fields: Row): void;
}

export interface ChangedEvent extends EventBase {
  kind: 'changed';
  record: Row;
  previous: Row;
  /** The stored columns whose value differs (a save without a change has none), with their values before and after. */
  changes: Record<string, FieldChange>;
  /** How the update came: a save, a restore of an older version, or a published draft. */
  via: 'update' | 'restore' | 'publish_draft';
}

/** The public flag (`published` or `active`, from the definition's scope) was set: by a create or an update. */
export interface PublishedEvent extends EventBase {
  kind: 'published';
  record: Row;
  previous: Row | null;
}

/** The public flag was cleared by an update. */
export interface UnpublishedEvent extends EventBase {
  kind: 'unpublished';
  record: Row;
  previous: Row;
}

export interface DeletedEvent extends EventBase {
  kind: 'deleted';
  previous: Row;
}

export type ResourceEvent = CreatedEvent | ChangedEvent | PublishedEvent | UnpublishedEvent | DeletedEvent;
export type ResourceEventKind = ResourceEvent['kind'];
export type EventOf<K extends ResourceEventKind> = Extract<ResourceEvent, { kind: K }>;
export type Subscriber<K extends ResourceEventKind> = (event: EventOf<K>) => unknown;

/**
 * A check before a staff write is stored (not the seed): may refuse it (throw an HttpError, as a 422 naming the
 * field) or return values stored beside the validated ones.
 */
export type WriteCheck = (ctx: { app: FastifyInstance; request: FastifyRequest; op: WriteOp; data: Row | null; existing: Row | null }) => Promise<Row | void> | Row | void;

interface Subscription {
  name: string;
  resource: string;
  kinds: readonly ResourceEventKind[];
  handler: (event: ResourceEvent) => unknown;
}

/** Resource name, or '*' for every resource. */
export type ResourceSelector = string | readonly string[];

const names = (r: ResourceSelector) => (typeof r === 'string' ? [r] : [...r]);

/**
 * The bus: resource name -> subscribers, in registration order. A subscription has a name: registering the same
 * name again replaces it, so app start (once per app, several apps in a test process) and the seed may both register.
 */
export class ResourceEventBus {
  private subscriptions: Subscription[] = [];
  private checks: Array<{ name: string; resource: string; check: WriteCheck }> = [];

  /** Subscribes `handler` to the events of `kinds` of the resource(s); returns the way to unsubscribe. */
  on<K extends ResourceEventKind>(resources: ResourceSelector, kinds: K | readonly K[], name: string, handler: Subscriber<K>): () => void {
    const list = typeof kinds === 'string' ? [kinds] : [...kinds];
    const added: Subscription[] = names(resources).map((resource) => ({ name, resource, kinds: list, handler: handler as (e: ResourceEvent) => unknown }));
    for (const s of added) this.subscriptions = this.replace(this.subscriptions, s);
    return () => {
      this.subscriptions = this.subscriptions.filter((s) => !added.includes(s));
    };
  }

  /** Adds a check that runs before a staff write of the resource(s) is stored; returns the way to remove it. */
  check(resources: ResourceSelector, name: string, check: WriteCheck): () => void {
    const added = names(resources).map((resource) => ({ name, resource, check }));
    for (const c of added) this.checks = this.replace(this.checks, c);
    return () => {
      this.checks = this.checks.filter((c) => !added.includes(c));
    };
  }

  /** Runs the checks of the resource in order; the values they add are merged (a later check sees the earlier ones' values). */
  async runChecks(resource: string, ctx: Parameters<WriteCheck>[0]): Promise<Row> {
    const added: Row = {};
    for (const c of this.checks) {
      if (c.resource !== resource && c.resource !== '*') continue;
      Object.assign(added, (await c.check(ctx)) ?? {});
    }
    return added;
  }

  /** Runs every subscriber of the event, one after the other; a throw stops here and rolls the write back. */
  async emit(event: ResourceEvent): Promise<void> {
    for (const s of [...this.subscriptions]) {
      if ((s.resource === event.resource || s.resource === '*') && s.kinds.includes(event.kind)) await s.handler(event);
    }
  }

  private replace<T extends { name: string; resource: string }>(list: T[], item: T): T[] {
    const at = list.findIndex((x) => x.name === item.name && x.resource === item.resource);
    if (at < 0) return [...list, item];
    const next = [...list];
    next[at] = item;
    return next;
  }
}

/** The one bus of the process: resources emit on it; features subscribe to it at app start. */
export const resourceEvents = new ResourceEventBus();
