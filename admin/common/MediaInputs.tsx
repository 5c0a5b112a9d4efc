import { FileField, FileInput, ImageField, ImageInput } from 'react-admin';
import { useReadOnly } from './readOnly';

const IMAGE_TYPES = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/avif': [], 'image/gif': [] };

/** One image, uploaded through /api/media when the form is saved (see providers/media.ts). */
export function SingleImageInput({ source, label }: { source: string; label?: string }) {
  const readOnly = useReadOnly();
  return (
    <ImageInput source={source} label={label} readOnly={readOnly} accept={IMAGE_TYPES} helperText="JPEG, PNG, WebP or AVIF">
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

export function GalleryInput({ source, label }: { source: string; label?: string }) {
  const readOnly = useReadOnly();
  return (
    <ImageInput source={source} label={label} readOnly={readOnly} accept={IMAGE_TYPES} multiple helperText="Drop several images; drag order is kept">
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

export function PdfInput({ source, label }: { source: string; label?: string }) {
  const readOnly = useReadOnly();
  return (
    <FileInput source={source} label={label} readOnly={readOnly} accept={{ 'application/pdf': ['.pdf'] }} helperText="PDF">
      <FileField source="src" title="title" target="_blank" />
    </FileInput>
  );
}
