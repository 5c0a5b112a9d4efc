import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Kind, ResourceDef } from './define';
import type { ResourceWriter, Row } from './write';

/** What the generic router hands an extension for one versioned resource. */
export interface VersionedResource {
  app: FastifyInstance;
  def: ResourceDef;
  writer: ResourceWriter;
  parseId: (raw: string) => number;
  /** The stored record the id names, or a 404 (a row outside the caller's scope counts as missing). */
  existing: (raw: string, request?: FastifyRequest) => Promise<Row>;
}

/** Fields added to a staff member's read of one record, with the kinds they are serialised as. */
export interface ReadOverlay {
  fields: Row;
  kinds: Record<string, Kind>;
}

/**
 * The editorial machinery mounted on every versioned resource (decision 036): the history (server/versions/) and
 * the drafts of published records (server/drafts/) sit above the resources, so the generic router (routes.ts)
 * does not import them; they register here from the top (server/app.ts) and the router calls what is registered.
 */
export interface VersionedExtension {
  /** Unique: registering the same name again replaces (app start runs once per app, tests build many). */
  name: string;
  /** Routes beside the resource's own (`/api/{name}/:id/...`). */
  routes?: (resource: VersionedResource) => void;
  /** More fields on a staff member's GET of one record (its version and outdated translations already in `row`). */
  staffRead?: (args: { db: Kysely<any>; def: ResourceDef; writer: ResourceWriter; request: FastifyRequest; row: Row }) => Promise<ReadOverlay | null>;
  /**
   * Work a save (PUT) does in its own transaction, read from its body: validated before the save starts (a bad
   * value is a 400 before anything is written), then run inside the writer's transaction.
   */
  alsoInSave?: (args: { writer: ResourceWriter; previous: Row; body: Row }) => ((trx: Kysely<any>) => Promise<void>) | undefined;
}

const extensions = new Map<string, VersionedExtension>();

export function registerVersionedExtension(extension: VersionedExtension): void {
  extensions.set(extension.name, extension);
}

/** In registration order. */
export function versionedExtensions(): VersionedExtension[] {
  return [...extensions.values()];
}
