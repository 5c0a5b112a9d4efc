import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';

type Described = SchemaDescription & { nullable?: boolean; optional?: boolean; oneOf?: unknown[]; notOneOf?: unknown[] };
type Meta = { phone?: boolean; example?: unknown; unique?: boolean; references?: string };

let fresh = 0;
/** A value of the example's shape (letters stay letters of their case, digits digits) that no earlier call gave. */
function freshLike(example: string, refused: unknown[]): string {
  for (;;) {
    let k = fresh++;
    // The first character stays: the rest counts up from the end (EUR: EAA, EAB ...).
    const chars = [...example];
    for (let i = chars.length - 1; i > 0; i--) {
      const c = chars[i];
      const base = /[A-Z]/.test(c) ? [65, 26] : /[a-z]/.test(c) ? [97, 26] : /[0-9]/.test(c) ? [48, 10] : null;
      if (!base) continue;
      chars[i] = String.fromCharCode(base[0] + (k % base[1]));
      k = Math.floor(k / base[1]);
    }
    const value = chars.join('');
    if (!refused.includes(value) && value !== example) return value;
  }
}

/**
 * A body the resource's own schema accepts (issue 38): every required field filled from its rules (a phone for a
 * phone field, an address for an e-mail, the first allowed value of a choice, the minimum of a number, the given
 * record of a referenced table), `n` making text unique and a unique field with an example a fresh value of its
 * shape. Tests that iterate the definitions use it for any resource they have no designed body for.
 */
export function validBody(schema: ObjectSchema<AnyObject>, n: string | number, refs: Partial<Record<string, number>> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, d] of Object.entries(schema.describe().fields as Record<string, Described>)) {
    if (d.optional !== false && !d.tests.some((t) => t.name === 'required')) continue;
    const meta = (d.meta ?? {}) as Meta;
    if (meta.references && refs[meta.references] !== undefined) {
      body[name] = refs[meta.references];
      continue;
    }
    // A field whose rules no generic value meets (a date, a list of steps, a currency code) gives its own example (issue 40).
    if (meta.example !== undefined) {
      body[name] = meta.unique && typeof meta.example === 'string' ? freshLike(meta.example, d.notOneOf ?? []) : structuredClone(meta.example);
      continue;
    }
    const choices = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null);
    const min = d.tests.find((t) => t.name === 'min')?.params?.min as number | undefined;
    const max = d.tests.find((t) => t.name === 'max')?.params?.max as number | undefined;
    if (choices.length) body[name] = choices[0];
    else if (d.type === 'number') body[name] = min ?? 1;
    else if (d.type === 'boolean') body[name] = false;
    else if (meta.phone) body[name] = '+971 4 123 4567';
    else if (d.tests.some((t) => t.name === 'email') || /email/.test(name)) body[name] = `body-${n}@example.test`;
    else if (d.type === 'string') body[name] = `Sample ${name} ${n}`.slice(0, max ?? 200);
  }
  return body;
}
