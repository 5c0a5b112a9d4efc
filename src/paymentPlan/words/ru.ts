import type { PlanWords } from './en';

/** The payment plan's words in Russian. */
const ru: PlanWords = {
  booking: 'Первый взнос', date: 'Платёж', construction: 'При готовности {pct}%', monthly: 'Взнос', handover: 'При сдаче', afterHandover: 'Взнос после сдачи',
  instalment: '{label} {n}/{count}',
  whenBooking: 'При бронировании', whenDate: '{date}', whenConstruction: 'При готовности {pct}%, {date}', whenConstructionEstimated: 'При готовности {pct}%, ожидается {date}',
  whenMonthly: 'Ежемесячно, взносов: {count}, с {date}', whenEvery: 'Раз в {every} мес., взносов: {count}, с {date}', whenHandover: 'При сдаче, ожидается {date}',
  whenAfterHandover: 'Через {every} мес. после сдачи', whenEveryAfterHandover: 'Раз в {every} мес. после сдачи, взносов: {count}',
};
export default ru;
