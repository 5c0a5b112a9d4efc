import type { Kysely } from 'kysely';

type Summary = { version: number; op: string; fields: string[] };

/**
 * How the history names a version (issue 40 item 7): a save that turned `published` on is "Published", off is
 * "Unpublished" (read from the version's own snapshot), anything else keeps its op. Presentation only.
 */
export async function withPublishLabels<T extends Summary>(db: Kysely<any>, resource: string, id: number, versions: T[]): Promise<(T & { label: string })[]> {
  const touched = versions.filter((v) => v.op === 'update' && v.fields.includes('published')).map((v) => v.version);
  const published = new Map<number, boolean>();
  for (let i = 0; i < touched.length; i += 200) {
    const rows = await db.selectFrom('record_versions').select(['version', 'snapshot']).where('resource', '=', resource).where('record_id', '=', id).where('version', 'in', touched.slice(i, i + 200)).execute();
    for (const r of rows) {
      try {
        const value = (JSON.parse(String(r.snapshot)) as { published?: unknown }).published;
        published.set(Number(r.version), value === true || value === 1);
      } catch {
        // an unreadable snapshot keeps the plain label
      }
    }
  }
  return versions.map((v) => ({ ...v, label: published.has(v.version) ? (published.get(v.version) ? 'publish' : 'unpublish') : v.op }));
}
