import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { useReadOnly } from './readOnly';

// The editor (tiptap + ProseMirror) is the heaviest part of the forms: load it only when a form shows one.
const LazyRichTextInput = lazy(() => import('ra-input-rich-text').then((m) => ({ default: m.RichTextInput })));

export function RichTextInput(props: RichTextInputProps) {
  // Read-only: no formatting toolbar (an empty element, since a missing one means the default toolbar).
  const readOnly = useReadOnly();
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the editor" sx={{ my: 2, width: '100%' }} />}>
      <LazyRichTextInput {...props} readOnly={readOnly || props.readOnly} toolbar={readOnly ? <span /> : props.toolbar} />
    </Suspense>
  );
}
