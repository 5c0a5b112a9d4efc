import type { Definition } from '../../../src/resources/define';
import type { Companion, CompanionOf } from './companion';
import { projectRules } from './projects';

/**
 * Every server companion (decision 042), one line each: the definitions whose server rules the browser must not
 * import. tests/api/definitions.test.ts fails when a file of this folder is not listed here.
 */
export const COMPANIONS: readonly CompanionOf[] = [projectRules];

const byDefinition = new Map<Definition, Companion>(COMPANIONS.map((c) => [c.definition, c.rules]));

/** The server rules of a definition, if it has any. */
export const companionOf = (def: Definition): Companion | undefined => byDefinition.get(def);
