import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';

type Described = SchemaDescription & { nullable?: boolean; optional?: boolean; oneOf?: unknown[] };

/**
 * A body the resource's own schema accepts (issue 38): every required field filled from its rules (a phone for a
 * phone field, an address for an e-mail, the first allowed value of a choice, the minimum of a number), `n` making
 * text unique. Tests that iterate the definitions use it for any resource they have no designed body for.
 */
export function validBody(schema: ObjectSchema<AnyObject>, n: string | number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, d] of Object.entries(schema.describe().fields as Record<string, Described>)) {
    if (d.optional !== false && !d.tests.some((t) => t.name === 'required')) continue;
    const meta = (d.meta ?? {}) as { phone?: boolean; example?: unknown };
    // A field whose rules no generic value meets (a date, a list of steps) gives its own example (issue 40).
    if (meta.example !== undefined) {
      body[name] = structuredClone(meta.example);
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
