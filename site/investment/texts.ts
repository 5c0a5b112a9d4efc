import type { Language } from '../../src/i18n/languages';

/**
 * The returns calculator's texts in the four languages (issue 26). They load with the calculator's own chunk,
 * not with the page's catalogue, so pages without the calculator open do not carry them.
 */
const en = {
  unit: 'Unit',
  price: 'Price (AED)',
  size: 'Size (sq ft)',
  plan: 'Payment plan',
  instalment: 'Instalment',
  share: 'Share of price (%)',
  month: 'Months after booking',
  due: 'Due',
  booked: 'Booking date',
  handoverMonth: 'Handover: months after booking',
  dld: 'DLD fee 4% + AED 580 admin, paid at booking: {amount}',
  agency: 'Agency fee (%)',
  mortgage: 'Take a mortgage at handover',
  ltv: 'Loan (% of price)',
  ltvCap: 'Banks lend at most {pct}% here (UAE Central Bank caps).',
  rate: 'Interest rate (% a year)',
  tenure: 'Loan term (years)',
  rent: 'Rent (AED a year)',
  rentSource: 'Default: the median registered rent for this bedroom count (the project’s own contracts where we have them, else its area’s).',
  rentStated: 'Default: the project’s stated yield (no registered rents for this size yet).',
  vacancy: 'Vacancy (%)',
  service: 'Service charge (AED per sq ft a year)',
  management: 'Management fee (% of rent)',
  holding: 'Holding period (years)',
  growth: 'Yearly price change (%)',
  growthNote: '0 by default: we do not promise any rise in value.',
  results: 'Results',
  cashBefore: 'Cash needed up to handover',
  cashBeforeText: 'What you pay from your own pocket before the keys: instalments not covered by a loan, plus the fees.',
  totalCash: 'Total cash invested',
  totalCashText: 'Everything you put in over the whole period, including months when rent does not cover the costs and loan payments.',
  gross: 'Gross yield',
  grossText: 'A year’s rent divided by the price, before any cost.',
  net: 'Net yield',
  netText: 'The rent you keep after empty months, service charge and management, divided by the price plus the purchase fees.',
  coc: 'Cash-on-cash return',
  cocText: 'What the first full year after handover leaves you (rent after costs and loan payments), divided by the cash you paid up to handover.',
  irr: 'IRR over the holding period',
  irrText: 'The yearly return that makes all the money in and out, at their dates, add up to zero, including the sale at the end at the price change you chose.',
  noIrr: 'No IRR: the money in and out never balance at any rate.',
  table: 'Cash flow by quarter',
  tableCaption: 'Money out (instalments, fees, costs, loan payments) and in (rent, the sale in the last quarter), by quarter from booking.',
  quarter: 'Quarter',
  out: 'Paid',
  in: 'Received',
  netFlow: 'Net',
  chart: 'Net cash flow by quarter, without the sale',
  attach: 'Send this scenario with my enquiry',
  attached: 'Attached: the enquiry form below sends this scenario to our adviser.',
  notAdvice: 'An illustration from the figures above, not a promise of returns.',
  planSum: 'The shares add up to {pct}%, not 100%.',
} as const;

export type CalcKey = keyof typeof en;
type CalcTexts = Record<CalcKey, string>;

const ar: CalcTexts = {
  unit: 'الوحدة', price: 'السعر (درهم)', size: 'المساحة (قدم مربع)', plan: 'خطة السداد', instalment: 'الدفعة', share: 'النسبة من السعر (%)', month: 'أشهر بعد الحجز', due: 'الاستحقاق', booked: 'تاريخ الحجز',
  handoverMonth: 'التسليم: أشهر بعد الحجز', dld: 'رسوم دائرة الأراضي 4% + 580 درهم رسوم إدارية، تُدفع عند الحجز: {amount}', agency: 'عمولة الوساطة (%)',
  mortgage: 'الحصول على تمويل عقاري عند التسليم', ltv: 'القرض (% من السعر)', ltvCap: 'تقرض البنوك هنا بحد أقصى {pct}% (حدود مصرف الإمارات المركزي).', rate: 'سعر الفائدة (% سنوياً)', tenure: 'مدة القرض (سنوات)',
  rent: 'الإيجار (درهم سنوياً)', rentSource: 'القيمة الافتراضية: متوسط الإيجار المسجّل لهذا العدد من الغرف (عقود المشروع نفسه حيثما توفرت، وإلا فعقود منطقته).', rentStated: 'القيمة الافتراضية: العائد المعلن للمشروع (لا إيجارات مسجّلة لهذه المساحة بعد).',
  vacancy: 'الشغور (%)', service: 'رسوم الخدمة (درهم للقدم المربع سنوياً)', management: 'رسوم الإدارة (% من الإيجار)', holding: 'مدة الاحتفاظ (سنوات)', growth: 'التغيّر السنوي في السعر (%)',
  growthNote: 'صفر افتراضياً: لا نعد بأي ارتفاع في القيمة.', results: 'النتائج',
  cashBefore: 'النقد المطلوب حتى التسليم', cashBeforeText: 'ما تدفعه من مالك الخاص قبل استلام المفاتيح: الدفعات غير المغطاة بالقرض، مع الرسوم.',
  totalCash: 'إجمالي النقد المستثمر', totalCashText: 'كل ما تضعه طوال المدة، بما في ذلك الأشهر التي لا يغطي فيها الإيجار التكاليف وأقساط القرض.',
  gross: 'العائد الإجمالي', grossText: 'إيجار سنة مقسوماً على السعر، قبل أي تكلفة.',
  net: 'العائد الصافي', netText: 'الإيجار الذي يبقى لك بعد أشهر الشغور ورسوم الخدمة والإدارة، مقسوماً على السعر مع رسوم الشراء.',
  coc: 'العائد النقدي على النقد', cocText: 'ما تتركه لك أول سنة كاملة بعد التسليم (الإيجار بعد التكاليف وأقساط القرض)، مقسوماً على النقد الذي دفعته حتى التسليم.',
  irr: 'معدل العائد الداخلي خلال مدة الاحتفاظ', irrText: 'العائد السنوي الذي يجعل كل الأموال الداخلة والخارجة، بتواريخها، مجموعها صفراً، بما في ذلك البيع في النهاية بتغيّر السعر الذي اخترته.',
  noIrr: 'لا يوجد معدل عائد داخلي: الأموال الداخلة والخارجة لا تتوازن عند أي معدل.',
  table: 'التدفق النقدي حسب الربع', tableCaption: 'الأموال الخارجة (الدفعات والرسوم والتكاليف وأقساط القرض) والداخلة (الإيجار والبيع في الربع الأخير)، حسب الربع منذ الحجز.',
  quarter: 'الربع', out: 'المدفوع', in: 'المقبوض', netFlow: 'الصافي', chart: 'صافي التدفق النقدي حسب الربع، دون البيع',
  attach: 'أرسل هذا السيناريو مع استفساري', attached: 'تم الإرفاق: نموذج الاستفسار أدناه يرسل هذا السيناريو إلى مستشارنا.',
  notAdvice: 'توضيح من الأرقام أعلاه، وليس وعداً بعوائد.', planSum: 'مجموع النسب {pct}% وليس 100%.',
};

const ru: CalcTexts = {
  unit: 'Квартира', price: 'Цена (AED)', size: 'Площадь (кв. фт)', plan: 'План оплаты', instalment: 'Платёж', share: 'Доля цены (%)', month: 'Месяцев после бронирования', due: 'Срок', booked: 'Дата бронирования',
  handoverMonth: 'Передача ключей: месяцев после бронирования', dld: 'Сбор DLD 4% + AED 580 за оформление, при бронировании: {amount}', agency: 'Комиссия агентства (%)',
  mortgage: 'Ипотека при передаче ключей', ltv: 'Кредит (% цены)', ltvCap: 'Банки дают здесь не более {pct}% (лимиты Центробанка ОАЭ).', rate: 'Ставка (% годовых)', tenure: 'Срок кредита (лет)',
  rent: 'Аренда (AED в год)', rentSource: 'По умолчанию: медианная зарегистрированная аренда для этого числа спален (договоры самого проекта, где они есть, иначе его района).', rentStated: 'По умолчанию: заявленная доходность проекта (зарегистрированных договоров для этого размера пока нет).',
  vacancy: 'Простой (%)', service: 'Плата за обслуживание (AED за кв. фт в год)', management: 'Управление (% аренды)', holding: 'Срок владения (лет)', growth: 'Изменение цены в год (%)',
  growthNote: '0 по умолчанию: мы не обещаем роста стоимости.', results: 'Результаты',
  cashBefore: 'Собственные деньги до передачи ключей', cashBeforeText: 'Сколько вы платите сами до получения ключей: платежи, не покрытые кредитом, и сборы.',
  totalCash: 'Всего вложено', totalCashText: 'Всё, что вы вносите за весь срок, включая месяцы, когда аренда не покрывает расходы и платежи по кредиту.',
  gross: 'Валовая доходность', grossText: 'Годовая аренда, делённая на цену, до всех расходов.',
  net: 'Чистая доходность', netText: 'Аренда после простоя, платы за обслуживание и управления, делённая на цену вместе со сборами при покупке.',
  coc: 'Денежная доходность (cash-on-cash)', cocText: 'Что остаётся за первый полный год после передачи ключей (аренда за вычетом расходов и платежей по кредиту), делённое на деньги, внесённые до передачи.',
  irr: 'IRR за срок владения', irrText: 'Годовая доходность, при которой все поступления и платежи с учётом их дат в сумме дают ноль, включая продажу в конце с выбранным изменением цены.',
  noIrr: 'IRR нет: поступления и платежи не уравновешиваются ни при какой ставке.',
  table: 'Денежный поток по кварталам', tableCaption: 'Платежи (взносы, сборы, расходы, кредит) и поступления (аренда, продажа в последнем квартале) по кварталам от бронирования.',
  quarter: 'Квартал', out: 'Уплачено', in: 'Получено', netFlow: 'Итого', chart: 'Чистый денежный поток по кварталам, без продажи',
  attach: 'Отправить этот расчёт с моей заявкой', attached: 'Прикреплено: форма заявки ниже отправит этот расчёт нашему консультанту.',
  notAdvice: 'Иллюстрация по цифрам выше, а не обещание доходности.', planSum: 'Сумма долей {pct}%, а не 100%.',
};

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

const ALL: Record<Language, CalcTexts> = { en, ar, ru, zh };

/** The calculator's text in the page's language, {placeholders} filled. */
export const calcText = (lang: Language) => (key: CalcKey, vars?: Record<string, string | number>) =>
  ALL[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));
