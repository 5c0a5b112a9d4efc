import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { uploadPickedFiles, type Uploader, uploadFile } from './media';

/**
 * ra-data-simple-rest over the shared client; records of `mediaResources` (the registry's media flags)
 * upload newly picked files before saving.
 */
export function createDataProvider(mediaResources: string[], upload: Uploader = uploadFile, client = httpClient): DataProvider {
  const base = simpleRestProvider('/api', client as any);
  return withLifecycleCallbacks(
    base,
    mediaResources.map((resource) => ({
      resource,
      beforeSave: (data: any) => uploadPickedFiles(data, upload),
    })),
  );
}
