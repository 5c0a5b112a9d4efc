/**
 * The words of a structured payment plan (issue 39 item 3): a milestone's name when staff gave it none, its timing,
 * and an instalment's number. One file per language: a page loads only its own (load.ts), the server all (all.ts).
 */
export interface PlanWords {
  booking: string;
  date: string;
  construction: string;
  monthly: string;
  handover: string;
  afterHandover: string;
  /** An instalment of a repeated milestone: {label} {n}/{count}. */
  instalment: string;
  whenBooking: string;
  whenDate: string;
  whenConstruction: string;
  whenConstructionEstimated: string;
  whenMonthly: string;
  whenEvery: string;
  whenHandover: string;
  whenAfterHandover: string;
  whenEveryAfterHandover: string;
}

const en: PlanWords = {
  booking: 'Down payment', date: 'Payment', construction: 'At {pct}% construction', monthly: 'Instalment', handover: 'On handover', afterHandover: 'Post-handover instalment',
  instalment: '{label} {n}/{count}',
  whenBooking: 'On booking', whenDate: 'On {date}', whenConstruction: 'At {pct}% construction, {date}', whenConstructionEstimated: 'At {pct}% construction, expected {date}',
  whenMonthly: '{count} monthly instalments from {date}', whenEvery: '{count} instalments every {every} months from {date}', whenHandover: 'On handover, expected {date}',
  whenAfterHandover: '{every} months after handover', whenEveryAfterHandover: '{count} instalments every {every} months after handover',
};
export default en;
