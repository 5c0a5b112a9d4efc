import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Expression, Kysely, SqlBool } from 'kysely';
import type { AnyObject, ObjectSchema } from 'yup';
import type { TableName } from '../db/types';
import type { Ops } from '../../src/resources/define';

/** The leads a staff member reaches (decision 033): all, or those assigned to `assignees` plus the unassigned pool if shown. */
export type LeadScope = { all: true } | { all: false; assignees: number[]; pool: boolean };

/** The shape of a resource definition (types only, a leaf: query.ts, outdated-translations.ts and the features read it without a circle). */
export type Kind = 'text' | 'html' | 'int' | 'real' | 'bool' | 'json';
export type WriteOp = 'create' | 'update' | 'delete';

/** How a spreadsheet cell of an export is written (server/leads/spreadsheet.ts writes them). */
export type CellType = 'text' | 'integer' | 'aed' | 'percent' | 'datetime';

/**
 * What anonymous visitors may read: nothing (false), every row ('all'), or rows whose flag column is set;
 * `scheduled` rows also wait for their published_at (decision 001: a record scheduled for later answers 404)
 * and leave at their unpublish_at (issue 31).
 */
export type PublicScope = false | 'all' | { flag: 'published' | 'active'; scheduled?: boolean };

/** Filters that are not plain columns; each turns a value into a condition. */
export type CustomFilter = (eb: ExpressionBuilder<any, any>, value: unknown, kinds: Record<string, Kind>) => Expression<SqlBool>;

/**
 * A resource's own rules of a staff write, before it is stored (for example: who may change which user). What a
 * feature does when a resource is written is no hook: it subscribes to the resource's events (server/resources/events.ts).
 */
export interface ResourceHooks {
  /** May throw an HttpError; may return values to store beside the validated ones. */
  beforeWrite?(ctx: { app: FastifyInstance; request: FastifyRequest; op: WriteOp; data: Record<string, unknown> | null; existing: Record<string, unknown> | null }): Promise<Record<string, unknown> | void>;
  /** Extra fields for the answer to a create; a feature adds its own with the 'created' event's `answer` (an invitation link). */
  afterCreate?(ctx: { app: FastifyInstance; request: FastifyRequest; record: Record<string, unknown> }): Promise<Record<string, unknown> | void>;
}

/**
 * One definition per resource (server/resources/<name>.ts) drives the generic ra-data-simple-rest router,
 * the seed, the permission names, the public scope and the sitemap. Columns not in the write schema are
 * listed in `readOnly`.
 */
/** A column of a spreadsheet export: header, value of a decoded row (with joined names), cell type (text unless said). */
export type ExportColumn = [header: string, get: (row: Record<string, unknown>) => unknown, type?: CellType];

export interface ResourceDef<T extends TableName = TableName> {
  /** URL segment and permission prefix: /api/{name}, `{name}.read`; also the key of db.json. */
  name: string;
  table: T;
  /** Singular human name for messages. */
  label: string;
  /** Validates create and update bodies; fields outside it are never written. */
  schema?: ObjectSchema<AnyObject>;
  /** Columns present in records but not writable through this resource. */
  readOnly?: Record<string, Kind>;
  /** Never leave the server. */
  hidden?: string[];
  /** Text columns searched by the `q` filter. */
  search: string[];
  public: PublicScope;
  /**
   * What anonymous visitors may see of a stored row (issue 37: a gated brochure's file, any private file reference,
   * removed); applied by every public read: the REST router's answers to visitors and the site's decoder.
   */
  publicRow?(row: Record<string, unknown>): Record<string, unknown>;
  /** Who gets which permissions (server/auth/roles.ts): content is edited by editors, leads are worked by sales. */
  group: 'content' | 'leads' | 'lead-work' | 'staff';
  /** Operations allowed through the REST router. */
  ops: Ops;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Field the slug is generated from when left empty. */
  slugFrom?: string;
  /** Reference columns checked before writing: column -> table. */
  references?: Record<string, TableName>;
  /** Table without an updated_at column. */
  noUpdatedAt?: boolean;
  filters?: Record<string, CustomFilter>;
  hooks?: ResourceHooks;
  /**
   * The rows a staff member may read and change (issue 40: a salesperson's tasks), on top of the read permission;
   * a row outside it answers 404. Set by the feature that owns the rule at app start (server/tasks/plugin.ts); `leads`
   * is the member's lead scope (server/resources/scope.ts), so the feature's rule is built on the one lead rule.
   */
  rowScope?(request: FastifyRequest, eb: ExpressionBuilder<any, any>, leads: LeadScope): Expression<SqlBool>;
  /** Checks and clean-up of validated data before it becomes a row (after rich text is sanitised). */
  prepare?(data: Record<string, unknown>, db: Kysely<any>): Promise<void>;
  /** Rows in other tables kept in step, in the write's transaction (for example a join table). */
  saveRelated?(trx: Kysely<any>, id: number, data: Record<string, unknown>): Promise<void>;
  /** GET /api/{name}/export (CSV or XLSX) for roles with `{name}.export`; `project` joins the project's title. */
  export?: { sheet: string; columns: ExportColumn[]; project?: boolean };
  /** The public page of a row, for the sitemap: the column it is addressed by and its path. */
  page?: { by: 'slug' | 'id'; path: (key: string) => string };
  /**
   * Fields staff translate (src/schemas/translations.ts): the schema then carries `translations`, records
   * the read-only `translated_langs` and lists the `missing_translation` filter (decision 012).
   */
  translatable?: readonly string[];
  /** Keeps a version of every save and refuses stale saves (issue 31, decision 017); default: content resources. */
  versions?: boolean;
  /**
   * HTTP-cache tags (decision 020, server/http-cache/tags.ts): 'own' for a resource with pages or lists of its own
   * (a change purges its record and list tags), 'site' (default) for what shows on every page or inside others.
   */
  cache?: 'own' | 'site';
  /**
   * Demo content (the seed, db.json): true (default for content and leads) when db.json holds a list keyed by the
   * name, rows when the definition carries its own, false for what only ever comes from visitors or staff.
   */
  demo?: boolean | Record<string, unknown>[];
  /** The site's content pages whose data lists this resource's public rows (issue 38), with their headings per language. */
  shownOn?: readonly string[];
  siteLabels?: Partial<Record<string, Record<string, string>>>;
}
