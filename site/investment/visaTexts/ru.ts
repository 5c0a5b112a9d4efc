import type { VisaTexts } from './en';

/** The Golden Visa check's texts in Russian. */
const ru: VisaTexts = {
  words: {
    property: 'Объект {n}', value: 'Стоимость объекта (AED)', share: 'Ваша доля (%)', offPlan: 'На этапе строительства (ещё не передан)', approved: 'Застройщик одобрен для «золотой визы»', mortgaged: 'В ипотеке',
    noc: 'Банк выдал письмо об отсутствии возражений (NOC)', add: 'Добавить объект', remove: 'Удалить объект {n}', result: 'Результат',
    notLegal: 'Предварительная проверка по правилам в нашем изложении, не юридическая консультация: решение принимает иммиграционная служба (ICP/GDRFA).',
    attach: 'Отправить эту проверку с моей заявкой', attached: 'Прикреплено: форма заявки ниже отправит эту проверку нашему консультанту.',
  },
  results: {
    'Property {n} does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.': 'Объект {n} не учитывается: строящийся объект учитывается, только если куплен у застройщика, одобренного для «золотой визы».',
    'Property {n} does not count yet: a mortgaged property counts with a no-objection letter from the bank.': 'Объект {n} пока не учитывается: объект в ипотеке учитывается с письмом банка об отсутствии возражений.',
    'Property {n} counts for your share: {shareAed}.': 'Объект {n} учитывается в размере вашей доли: {shareAed}.',
    'Eligible: your counted share, {countedAed}, reaches the {thresholdAed} the rules ask for.': 'Подходит: ваша учитываемая доля, {countedAed}, достигает требуемых {thresholdAed}.',
    'Not eligible: your counted share is {countedAed}; the rules ask for {thresholdAed} of your own share, which several properties may add up to.': 'Не подходит: ваша учитываемая доля {countedAed}; правила требуют {thresholdAed} вашей собственной доли, которую можно набрать несколькими объектами.',
  },
};
export default ru;
