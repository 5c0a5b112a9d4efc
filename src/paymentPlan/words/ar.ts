import type { PlanWords } from './en';

/** The payment plan's words in Arabic. */
const ar: PlanWords = {
  booking: 'الدفعة الأولى', date: 'دفعة', construction: 'عند إنجاز {pct}% من البناء', monthly: 'قسط', handover: 'عند التسليم', afterHandover: 'قسط بعد التسليم',
  instalment: '{label} {n}/{count}',
  whenBooking: 'عند الحجز', whenDate: 'في {date}', whenConstruction: 'عند إنجاز {pct}% من البناء، {date}', whenConstructionEstimated: 'عند إنجاز {pct}% من البناء، متوقع {date}',
  whenMonthly: '{count} قسطًا شهريًا ابتداءً من {date}', whenEvery: '{count} قسطًا كل {every} أشهر ابتداءً من {date}', whenHandover: 'عند التسليم، متوقع {date}',
  whenAfterHandover: 'بعد التسليم بـ {every} أشهر', whenEveryAfterHandover: '{count} قسطًا كل {every} أشهر بعد التسليم',
};
export default ar;
