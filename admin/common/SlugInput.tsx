import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useRecordContext } from 'react-admin';
import { slugify } from '../../src/slug';

/** The slug follows the title until someone edits it by hand (or the record already has one). */
export function SlugInput({ from = 'title' }: { from?: string }) {
  const record = useRecordContext();
  const { setValue, getFieldState } = useFormContext();
  const title = useWatch({ name: from }) as string | undefined;
  const locked = useRef(Boolean(record?.slug));
  useEffect(() => {
    if (locked.current || getFieldState('slug').isDirty) {
      locked.current = true;
      return;
    }
    setValue('slug', slugify(title ?? ''), { shouldDirty: false });
  }, [title, setValue, getFieldState]);
  return <TextInput source="slug" helperText="Address of the page: generated from the title; edit it to choose your own." />;
}
