type Encoding = 'br' | 'gzip' | null;

/** Browsers send a handful of Accept-Encoding values: each is parsed once (bounded, so odd clients cannot grow it). */
const chosen = new Map<string, Encoding>();
const REMEMBERED = 64;

/** br, then gzip, then identity, as the client accepts them (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  const encoding: Encoding = ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
  if (chosen.size < REMEMBERED && header.length <= 200) chosen.set(header, encoding);
  return encoding;
}
