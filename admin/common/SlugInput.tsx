import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useRecordContext } from 'react-admin';
import { TextInput } from './inputs';
import { slugify } from '../../src/slug';

/**
 * The slug follows the title until someone types in it (or the record already has one); emptying it by hand
 * lets it follow the title again. Typing is detected on the input itself, not through react-hook-form's dirty
 * state, which is recomputed on submit and would lock a generated slug.
 */
export function SlugInput({ from = 'title' }: { from?: string }) {
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const title = useWatch({ name: from }) as string | undefined;
  const editedByHand = useRef(Boolean(record?.slug));
  useEffect(() => {
    if (!editedByHand.current) setValue('slug', slugify(title ?? ''));
  }, [title, setValue]);
  return (
    <TextInput
      source="slug"
      onChange={(e: { target: { value: string } }) => {
        editedByHand.current = e.target.value.trim() !== '';
      }}
      helperText="Address of the page: generated from the title; edit it to choose your own."
    />
  );
}
