import type { CalcTexts } from './en';

/** The returns calculator's texts in Chinese (Simplified). */
const zh: CalcTexts = {
  unit: '户型', price: '价格（AED）', size: '面积（平方英尺）', plan: '付款计划', instalment: '付款期', share: '占价格比例（%）', month: '预订后月数', due: '到期', booked: '预订日期',
  handoverMonth: '交房：预订后月数', dld: '迪拜土地局费用 4% + 580 迪拉姆手续费，预订时支付：{amount}', agency: '中介费（%）',
  mortgage: '交房时申请按揭', ltv: '贷款（占价格 %）', ltvCap: '此处银行最多贷 {pct}%（阿联酋央行上限）。', rate: '利率（年 %）', tenure: '贷款年限（年）',
  rent: '租金（每年 AED）', rentSource: '默认值：此卧室数的登记租金中位数（有该项目自身合同时用其数据，否则用所在区域的数据）。', rentStated: '默认值：项目公布的回报率（此面积暂无登记租金）。',
  vacancy: '空置率（%）', service: '物业费（每平方英尺每年 AED）', management: '管理费（租金 %）', holding: '持有期（年）', growth: '每年价格变化（%）',
  growthNote: '默认为 0：我们不承诺任何增值。', results: '结果',
  cashBefore: '交房前所需现金', cashBeforeText: '拿到钥匙前您自己支付的金额：贷款未覆盖的分期款及各项费用。',
  totalCash: '投入现金总额', totalCashText: '整个持有期内您投入的全部资金，包括租金不足以支付费用和月供的月份。',
  gross: '毛回报率', grossText: '一年租金除以价格，未扣除任何费用。',
  net: '净回报率', netText: '扣除空置、物业费和管理费后的租金，除以价格加购房费用。',
  coc: '现金回报率', cocText: '交房后第一个完整年度留给您的现金（扣除费用和月供后的租金），除以交房前支付的现金。',
  irr: '持有期内部收益率（IRR）', irrText: '使所有现金流入和流出按其日期折算后总和为零的年回报率，包括期末按您所选价格变化出售。',
  noIrr: '无 IRR：在任何利率下现金流入和流出都无法平衡。',
  table: '按季度现金流', tableCaption: '自预订起按季度的支出（分期款、费用、成本、月供）和收入（租金，最后一季含出售）。',
  quarter: '季度', out: '支出', in: '收入', netFlow: '净额', chart: '按季度净现金流（不含出售）',
  attach: '随我的咨询发送此方案', attached: '已附上：下方的咨询表单会把此方案发送给我们的顾问。',
  notAdvice: '根据以上数字所作的示例，并非收益承诺。', planSum: '比例合计为 {pct}%，而非 100%。',
};
export default zh;
