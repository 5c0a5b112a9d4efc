import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { uploadPickedFiles, type Uploader, uploadFile } from './media';

/** Resources whose records hold uploaded files (images, PDFs). */
export const RESOURCES_WITH_MEDIA = ['projects', 'areas', 'developers', 'blogs', 'testimonials', 'investment-guides', 'banners', 'users', 'pages'];

export function createDataProvider(upload: Uploader = uploadFile, client = httpClient): DataProvider {
  const base = simpleRestProvider('/api', client as any);
  return withLifecycleCallbacks(
    base,
    RESOURCES_WITH_MEDIA.map((resource) => ({
      resource,
      beforeSave: (data: any) => uploadPickedFiles(data, upload),
    })),
  );
}

export const dataProvider = createDataProvider();
