import type { VisaTexts } from './en';

/** The Golden Visa check's texts in Chinese (Simplified). */
const zh: VisaTexts = {
  words: {
    property: '房产 {n}', value: '房产价值（AED）', share: '您的份额（%）', offPlan: '期房（尚未交房）', approved: '开发商已获黄金签证认可', mortgaged: '有按揭',
    noc: '银行已出具无异议函', add: '添加另一处房产', remove: '删除房产 {n}', result: '结果',
    notLegal: '依据我们公布的规则进行的初步检查，并非法律意见：由移民管理部门（ICP/GDRFA）决定。',
    attach: '随我的咨询发送此检查', attached: '已附上：下方的咨询表单会把此检查发送给我们的顾问。',
  },
  results: {
    'Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.': '房产 {n} 不计入：期房仅在从获黄金签证认可的开发商处购买时计入。',
    'Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.': '房产 {n} 暂不计入：有按揭的房产需银行出具无异议函方可计入。',
    'Property {n} counts for your share: {shareAed}.': '房产 {n} 按您的份额计入：{shareAed}。',
    'Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.': '符合条件：您计入的份额 {countedAed} 达到规则要求的 {thresholdAed}。',
    'Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.': '不符合条件：您计入的份额为 {countedAed}；规则要求您本人份额达到 {thresholdAed}，可由多处房产累计。',
  },
};
export default zh;
