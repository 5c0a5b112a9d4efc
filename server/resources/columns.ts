import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import type { Kind, ResourceDef } from './define';

/** Column kinds derived from the resource's yup schema, so schema and storage cannot drift apart. */
export function schemaKinds(schema: ObjectSchema<AnyObject>): Record<string, Kind> {
  const out: Record<string, Kind> = {};
  const fields = schema.describe().fields as Record<string, SchemaDescription>;
  for (const [name, d] of Object.entries(fields)) {
    const meta = (d.meta ?? {}) as { html?: boolean };
    if (d.type === 'string') out[name] = meta.html ? 'html' : 'text';
    else if (d.type === 'number') out[name] = d.tests.some((t) => t.name === 'integer') ? 'int' : 'real';
    else if (d.type === 'boolean') out[name] = 'bool';
    else out[name] = 'json';
  }
  return out;
}

/** Structured fields with rich text at any depth (`.meta({ htmlDeep: true })`: a page's sections), sanitised by the writer. */
export function deepHtmlFields(schema: ObjectSchema<AnyObject>): string[] {
  const fields = schema.describe().fields as Record<string, SchemaDescription>;
  return Object.entries(fields)
    .filter(([, d]) => (d.meta as { htmlDeep?: boolean } | undefined)?.htmlDeep)
    .map(([name]) => name);
}

export function columnKinds(def: ResourceDef): Record<string, Kind> {
  const kinds: Record<string, Kind> = { id: 'int', created_at: 'text' };
  if (!def.noUpdatedAt) kinds.updated_at = 'text';
  Object.assign(kinds, def.schema ? schemaKinds(def.schema) : {}, def.readOnly ?? {});
  for (const h of def.hidden ?? []) delete kinds[h];
  return kinds;
}

/** Database row -> API record. */
export function decodeRow(row: Record<string, unknown>, kinds: Record<string, Kind>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [col, kind] of Object.entries(kinds)) {
    const v = row[col];
    if (v === undefined) continue;
    if (v === null) out[col] = null;
    else if (kind === 'bool') out[col] = v === 1 || v === true || v === '1';
    else if (kind === 'json') out[col] = typeof v === 'string' ? safeParse(v) : v;
    else if (kind === 'int' || kind === 'real') out[col] = Number(v);
    else out[col] = v;
  }
  return out;
}

/** Validated API values -> database row values. */
export function encodeValue(value: unknown, kind: Kind): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (kind === 'bool') return value ? 1 : 0;
  if (kind === 'json') return JSON.stringify(value);
  return value;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
