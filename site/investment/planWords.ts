import { createContext, useContext } from 'react';
import type { PlanWords } from '../../src/paymentPlan/words/en';

/**
 * The payment plan's words in the page's language (null: English), loaded with its catalogue before rendering and
 * hydrating (site/entry-server.tsx, site/entry-client.tsx): no page's chunk carries another language's.
 */
const PlanWordsContext = createContext<PlanWords | null>(null);

export const PlanWordsProvider = PlanWordsContext.Provider;
export const usePlanWords = () => useContext(PlanWordsContext);
