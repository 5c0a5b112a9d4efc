import type { VisaTexts } from './en';

/** The Golden Visa check's texts in Arabic. */
const ar: VisaTexts = {
  words: {
    property: 'العقار {n}', value: 'قيمة العقار (درهم)', share: 'حصتك (%)', offPlan: 'على الخارطة (لم يُسلَّم بعد)', approved: 'المطوّر معتمد للإقامة الذهبية', mortgaged: 'مرهون',
    noc: 'أصدر البنك شهادة عدم ممانعة', add: 'أضف عقاراً آخر', remove: 'احذف العقار {n}', result: 'النتيجة',
    notLegal: 'فحص أولي وفق القواعد كما ننشرها، وليس استشارة قانونية: القرار لهيئة الهوية والجنسية / الإقامة وشؤون الأجانب.',
    attach: 'أرسل هذا الفحص مع استفساري', attached: 'تم الإرفاق: نموذج الاستفسار أدناه يرسل هذا الفحص إلى مستشارنا.',
  },
  results: {
    'Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.': 'العقار {n} لا يُحتسب: العقار على الخارطة يُحتسب فقط إذا اشتُري من مطوّر معتمد للإقامة الذهبية.',
    'Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.': 'العقار {n} لا يُحتسب بعد: العقار المرهون يُحتسب بشهادة عدم ممانعة من البنك.',
    'Property {n} counts for your share: {shareAed}.': 'العقار {n} يُحتسب بحصتك: {shareAed}.',
    'Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.': 'مؤهَّل: حصتك المحتسبة {countedAed} تبلغ {thresholdAed} التي تشترطها القواعد.',
    'Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.': 'غير مؤهَّل: حصتك المحتسبة {countedAed}؛ تشترط القواعد {thresholdAed} من حصتك أنت، ويمكن أن تجتمع من عدة عقارات.',
  },
};
export default ar;
