// ra-data-simple-rest speaks sort=["f","ASC"], range=[a,b] and filter={...} and reads Content-Range;
// json-server 0.17 speaks _sort/_order, _start/_end, q and field[_gte|_lte] and answers X-Total-Count.

/** A 400 the mock answers when a list parameter is not the JSON ra-data-simple-rest sends. */
export class BadListQuery extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
}

function parseJson(name, raw) {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadListQuery(name, `${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadListQuery(name, `${name} is not valid JSON`);
  }
}

const scalar = (v) => (v === null ? '' : String(v));

/**
 * Turns a simple-rest query into json-server's. Unknown keys pass through unchanged, so json-server's
 * own parameters (_sort, _page, field_like...) keep working for other callers.
 */
export function translateListQuery(query) {
  const out = {};
  for (const [key, value] of Object.entries(query)) if (!['sort', 'range', 'filter'].includes(key)) out[key] = value;

  const sort = parseJson('sort', query.sort);
  if (sort !== undefined) {
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string') throw new BadListQuery('sort', 'sort must be ["field","ASC"|"DESC"]');
    out._sort = sort[0];
    out._order = String(sort[1]).toUpperCase() === 'DESC' ? 'desc' : 'asc';
  }

  const range = parseJson('range', query.range);
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0])
      throw new BadListQuery('range', 'range must be [start,end] with whole numbers from 0');
    out._start = String(range[0]);
    out._end = String(range[1] + 1);
  }

  const filter = parseJson('filter', query.filter);
  if (filter !== undefined) {
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw new BadListQuery('filter', 'filter must be a JSON object');
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') out.q = String(value);
      // json-server ORs repeated parameters: id=1&id=2 is getMany, status=a&status=b an "any of".
      else if (Array.isArray(value)) out[key] = value.length ? value.map(scalar) : ['\u0000no-match'];
      else out[key] = scalar(value);
    }
  }
  return out;
}

/** `Content-Range: projects 0-9/42` from what json-server computed. */
export function contentRange(resource, start, count, total) {
  const end = count > 0 ? start + count - 1 : start;
  return `${resource} ${start}-${end}/${total}`;
}
