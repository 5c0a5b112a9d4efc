import type { Language } from '../../src/i18n/languages';

/** The Golden Visa check's texts in the four languages (issue 26), loaded with the check's own chunk. */
const en = {
  property: 'Property {n}',
  value: 'Property value (AED)',
  share: 'Your share (%)',
  offPlan: 'Off-plan (not yet handed over)',
  approved: 'The developer is approved for the Golden Visa',
  mortgaged: 'Mortgaged',
  noc: 'The bank has given a no-objection letter',
  add: 'Add another property',
  remove: 'Remove property {n}',
  result: 'Result',
  notLegal: 'A first check from the rules as we publish them, not legal advice: the immigration authority (ICP/GDRFA) decides.',
  attach: 'Send this check with my enquiry',
  attached: 'Attached: the enquiry form below sends this check to our adviser.',
} as const;
export type VisaKey = keyof typeof en;
type Texts = Record<VisaKey, string>;

const ar: Texts = {
  property: 'العقار {n}', value: 'قيمة العقار (درهم)', share: 'حصتك (%)', offPlan: 'على الخارطة (لم يُسلَّم بعد)', approved: 'المطوّر معتمد للإقامة الذهبية', mortgaged: 'مرهون',
  noc: 'أصدر البنك شهادة عدم ممانعة', add: 'أضف عقاراً آخر', remove: 'احذف العقار {n}', result: 'النتيجة',
  notLegal: 'فحص أولي وفق القواعد كما ننشرها، وليس استشارة قانونية: القرار لهيئة الهوية والجنسية / الإقامة وشؤون الأجانب.',
  attach: 'أرسل هذا الفحص مع استفساري', attached: 'تم الإرفاق: نموذج الاستفسار أدناه يرسل هذا الفحص إلى مستشارنا.',
};
const ru: Texts = {
  property: 'Объект {n}', value: 'Стоимость объекта (AED)', share: 'Ваша доля (%)', offPlan: 'На этапе строительства (ещё не передан)', approved: 'Застройщик одобрен для «золотой визы»', mortgaged: 'В ипотеке',
  noc: 'Банк выдал письмо об отсутствии возражений (NOC)', add: 'Добавить объект', remove: 'Удалить объект {n}', result: 'Результат',
  notLegal: 'Предварительная проверка по правилам в нашем изложении, не юридическая консультация: решение принимает иммиграционная служба (ICP/GDRFA).',
  attach: 'Отправить эту проверку с моей заявкой', attached: 'Прикреплено: форма заявки ниже отправит эту проверку нашему консультанту.',
};
const zh: Texts = {
  property: '房产 {n}', value: '房产价值（AED）', share: '您的份额（%）', offPlan: '期房（尚未交房）', approved: '开发商已获黄金签证认可', mortgaged: '有按揭',
  noc: '银行已出具无异议函', add: '添加另一处房产', remove: '删除房产 {n}', result: '结果',
  notLegal: '依据我们公布的规则进行的初步检查，并非法律意见：由移民管理部门（ICP/GDRFA）决定。',
  attach: '随我的咨询发送此检查', attached: '已附上：下方的咨询表单会把此检查发送给我们的顾问。',
};

/** The result sentences of src/golden-visa.ts, keyed by their English template. */
const RESULT: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  ar: {
    'Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.': 'العقار {n} لا يُحتسب: العقار على الخارطة يُحتسب فقط إذا اشتُري من مطوّر معتمد للإقامة الذهبية.',
    'Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.': 'العقار {n} لا يُحتسب بعد: العقار المرهون يُحتسب بشهادة عدم ممانعة من البنك.',
    'Property {n} counts for your share: {shareAed}.': 'العقار {n} يُحتسب بحصتك: {shareAed}.',
    'Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.': 'مؤهَّل: حصتك المحتسبة {countedAed} تبلغ {thresholdAed} التي تشترطها القواعد.',
    'Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.': 'غير مؤهَّل: حصتك المحتسبة {countedAed}؛ تشترط القواعد {thresholdAed} من حصتك أنت، ويمكن أن تجتمع من عدة عقارات.',
  },
  ru: {
    'Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.': 'Объект {n} не учитывается: строящийся объект учитывается, только если куплен у застройщика, одобренного для «золотой визы».',
    'Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.': 'Объект {n} пока не учитывается: объект в ипотеке учитывается с письмом банка об отсутствии возражений.',
    'Property {n} counts for your share: {shareAed}.': 'Объект {n} учитывается в размере вашей доли: {shareAed}.',
    'Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.': 'Подходит: ваша учитываемая доля, {countedAed}, достигает требуемых {thresholdAed}.',
    'Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.': 'Не подходит: ваша учитываемая доля {countedAed}; правила требуют {thresholdAed} вашей собственной доли, которую можно набрать несколькими объектами.',
  },
  zh: {
    'Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.': '房产 {n} 不计入：期房仅在从获黄金签证认可的开发商处购买时计入。',
    'Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.': '房产 {n} 暂不计入：有按揭的房产需银行出具无异议函方可计入。',
    'Property {n} counts for your share: {shareAed}.': '房产 {n} 按您的份额计入：{shareAed}。',
    'Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.': '符合条件：您计入的份额 {countedAed} 达到规则要求的 {thresholdAed}。',
    'Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.': '不符合条件：您计入的份额为 {countedAed}；规则要求您本人份额达到 {thresholdAed}，可由多处房产累计。',
  },
};

const ALL: Record<Language, Texts> = { en, ar, ru, zh };
const fill = (text: string, vars?: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));

export const visaText = (lang: Language) => (key: VisaKey, vars?: Record<string, string | number>) => fill(ALL[lang][key], vars);
/** A result sentence in the page's language (English when a template has no translation). */
export const visaResultText = (lang: Language, template: string, vars: Record<string, string | number>) => fill(lang === 'en' ? template : (RESULT[lang][template] ?? template), vars);
