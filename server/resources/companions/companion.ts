import type { Definition } from '../../../src/resources/define';
import type { ResourceDef } from '../types';

/**
 * What a definition of src/resources/ cannot hold because the browser reads it (issue 38, decision 042): the
 * resource's server rules, kept beside it in a file of this folder named after it. `fromDefinition` merges them.
 * Features never go here: they subscribe to the resource's events (server/resources/events.ts).
 */
export type Companion = Pick<ResourceDef, 'filters' | 'hooks' | 'prepare' | 'saveRelated' | 'publicRow'>;

/** A definition's companion, keyed by the definition itself (so a rename or a typo cannot lose it). */
export interface CompanionOf<D extends Definition = Definition> {
  definition: D;
  rules: Companion;
}

export const companion = <D extends Definition>(definition: D, rules: Companion): CompanionOf<D> => ({ definition, rules });
