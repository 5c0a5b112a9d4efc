import type { InvestmentScenario } from '../../src/investment';
import type { VisaProperty } from '../../src/golden-visa';

/**
 * The returns scenario the visitor chose to send with their enquiry (issue 26): the calculator, loaded late,
 * puts it here; the enquiry form on the same page reads it when it sends. Tiny on purpose (first-load code).
 */
let attached: InvestmentScenario | null = null;
const listeners = new Set<() => void>();

export const attachedScenario = () => attached;
export function attachScenario(s: InvestmentScenario | null) {
  attached = s;
  listeners.forEach((l) => l());
}
export function onScenarioChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Golden Visa check the visitor chose to send with their enquiry (the server applies the rules again). */
let attachedVisaCheck: { properties: VisaProperty[] } | null = null;
export const attachedVisa = () => attachedVisaCheck;
export function attachVisa(v: { properties: VisaProperty[] } | null) {
  attachedVisaCheck = v;
  listeners.forEach((l) => l());
}
