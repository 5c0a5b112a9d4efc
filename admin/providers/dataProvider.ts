import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { uploadPickedFiles, type Uploader, uploadFile } from './media';

/** Asks a staff GET of one record for its pending draft applied (same as ?with_draft=1). */
export const WITH_DRAFT_HEADER = 'X-With-Draft';

/**
 * ra-data-simple-rest over the shared client; records of `mediaResources` (the registry's media flags)
 * upload newly picked files before saving.
 */
export function createDataProvider(mediaResources: string[], upload: Uploader = uploadFile, client = httpClient): DataProvider {
  const rest = simpleRestProvider('/api', client as any);
  // The edit screen asks for the record with its pending draft applied (meta.withDraft, decision 025); a header, so the address stays the record's.
  const base: DataProvider = {
    ...rest,
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
