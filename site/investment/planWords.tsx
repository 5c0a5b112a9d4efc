import { createContext, useContext, type ComponentType } from 'react';
import type { PlanWords } from '../../src/paymentPlan/words/en';

/**
 * The payment plan's words in the page's language (null: English). They travel with the parts that show them
 * (decision 049): an island loads them with its code (`withPlanWords`), the compare page with its data; no page's
 * chunk carries another language's, and a page without a plan fetches none.
 */
const PlanWordsContext = createContext<PlanWords | null>(null);

export const PlanWordsProvider = PlanWordsContext.Provider;
export const usePlanWords = () => useContext(PlanWordsContext);

/** A part shown with the plan words of its language (loaded with its code: src/paymentPlan/words/load.ts). */
export function withPlanWords<P extends object>(Part: ComponentType<P>, words: PlanWords | null): ComponentType<P> {
  return function WithPlanWords(props: P) {
    return (
      <PlanWordsProvider value={words}>
        <Part {...props} />
      </PlanWordsProvider>
    );
  };
}
