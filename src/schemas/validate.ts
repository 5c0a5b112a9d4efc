import { ValidationError, type AnyObject, type Schema } from 'yup';

/** Field -> message, with react-admin's dotted paths (a.b.0.c). */
export type FieldErrors = Record<string, string>;

/** yup's errors as { field: message }; the first message per field wins. */
export function fieldErrors(err: ValidationError): FieldErrors {
  const out: FieldErrors = {};
  const list = err.inner.length ? err.inner : [err];
  for (const e of list) {
    const path = (e.path || '_').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
    // yup's default type error quotes the value sent (up to a megabyte): answer the expected type instead.
    const message = /but the final value was/.test(e.message)
      ? `${path} must be ${e.params?.type === 'array' ? 'a list' : `a ${String(e.params?.type ?? 'value')}`}`
      : e.message;
    if (!out[path]) out[path] = message.length > 300 ? `${message.slice(0, 297)}...` : message;
  }
  return out;
}

/**
 * The one-line message of a 422: the first field's own message, as people read it ("Phone number must be at
 * least 10 digits", not "phone: ..."); the site and the admin show it as is, `errors` names every field.
 */
export function validationMessage(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? 'The data is not valid';
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates input with a form's schema the same way everywhere (the server, the mock API): every error at
 * once, unknown fields dropped. Returns the errors instead of throwing, so each side answers in its own way.
 */
export async function validateInput<T extends AnyObject>(
  schema: Schema<T>,
  input: unknown,
): Promise<Validated<T>> {
  try {
    return {
      ok: true,
      value: (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T,
    };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, errors: fieldErrors(err) };
    throw err;
  }
}
