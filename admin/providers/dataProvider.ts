import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { uploadPickedFiles, type Uploader, uploadFile } from './media';

/** Asks a staff GET of one record for its pending draft applied (same as ?with_draft=1). */
export const WITH_DRAFT_HEADER = 'X-With-Draft';

/** Marks a list whose total the server only counted up to a cap (Content-Range `0-24/1025+`, decision 037). */
const AT_LEAST = Symbol('at-least');

/** A capped total: react-admin's partial pagination ("1-25 of more than 25", next page on) instead of a false figure. */
function partial<R extends { data: any[]; total?: number }>(r: R, page = 1): R {
  return (r.data as any)[AT_LEAST] ? ({ data: r.data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } } as unknown as R) : r;
}

/**
 * ra-data-simple-rest over the shared client; records of `mediaResources` (the registry's media flags)
 * upload newly picked files before saving.
 */
export function createDataProvider(mediaResources: string[], upload: Uploader = uploadFile, client = httpClient): DataProvider {
  const marking = (url: string, options?: any) =>
    client(url, options).then((r: any) => {
      if (Array.isArray(r.json) && /\/\d+\+$/.test(r.headers?.get?.('content-range') ?? '')) Object.defineProperty(r.json, AT_LEAST, { value: true });
      return r;
    });
  const rest = simpleRestProvider('/api', marking as any);
  // The edit screen asks for the record with its pending draft applied (meta.withDraft, decision 025); a header, so the address stays the record's.
  const base: DataProvider = {
    ...rest,
    getList: (resource, params) => rest.getList(resource, params).then((r) => partial(r, params.pagination?.page)),
    getManyReference: (resource, params) => rest.getManyReference(resource, params).then((r) => partial(r, params.pagination?.page)),
    getOne: (resource, params) =>
      params.meta?.withDraft
        ? client(`/api/${resource}/${encodeURIComponent(String(params.id))}`, { headers: new Headers({ [WITH_DRAFT_HEADER]: '1' }) }).then(({ json }: { json: any }) => ({ data: json }))
        : rest.getOne(resource, params),
  };
  return withLifecycleCallbacks(
    base,
    mediaResources.map((resource) => ({
      resource,
      beforeSave: (data: any) => uploadPickedFiles(data, upload),
    })),
  );
}
