import type { PlanWords } from './en';

/** The payment plan's words in Chinese (Simplified). */
const zh: PlanWords = {
  booking: '首付款', date: '付款', construction: '工程完成{pct}%时', monthly: '分期', handover: '交房时', afterHandover: '交房后分期',
  instalment: '{label} {n}/{count}',
  whenBooking: '预订时', whenDate: '{date}', whenConstruction: '工程完成{pct}%时，{date}', whenConstructionEstimated: '工程完成{pct}%时，预计{date}',
  whenMonthly: '自{date}起每月一期，共{count}期', whenEvery: '自{date}起每{every}个月一期，共{count}期', whenHandover: '交房时，预计{date}',
  whenAfterHandover: '交房后{every}个月', whenEveryAfterHandover: '交房后每{every}个月一期，共{count}期',
};
export default zh;
