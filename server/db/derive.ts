import type { InferType } from 'yup';
import type { Bool, Id, Json, Stamps, Translated } from './columns';
import type { Definition } from '../../src/resources/define';
import type { IsTranslatable } from '../../src/schemas/translations';

/** A column's stored type from its schema value: booleans are 0/1, objects and lists JSON text, numbers and text as they are. */
type Stored<V> = [NonNullable<V>] extends [boolean] ? Bool : [NonNullable<V>] extends [number] ? number : [NonNullable<V>] extends [string] ? string : Json;

/** A definition's table type, derived from its fields (issue 38: never written again): id, time stamps, translations if any. */
export type TableOf<D extends Definition> = { id: Id } & Stamps &
  (IsTranslatable<D['fields']> extends true ? Translated : unknown) & {
    [K in keyof InferType<D['fields']>]-?: Stored<InferType<D['fields']>[K]> | (null extends InferType<D['fields']>[K] ? null : never);
  };

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** `{ [table]: TableOf<definition> }` for every definition of a list. */
export type TablesOf<Defs extends readonly Definition[]> = UnionToIntersection<{ [I in keyof Defs]: Defs[I] extends Definition<string, infer T> ? { [K in T]: TableOf<Defs[I]> } : never }[number]>;
