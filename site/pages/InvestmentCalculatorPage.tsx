import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import type { Language } from '../../src/i18n/languages';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { useI18n } from '../i18n/I18n';
import { ReturnsSection } from '../investment/ReturnsSection';
import { EXAMPLE_PREFILL } from '../investment/prefill';
import styles from './InvestmentCalculatorPage.module.css';

/** What /investment-calculator's route gives its page and <head> (no API call: the page's text is its own). */
export interface InvestmentCalculatorPageData {
  seo_title: string;
  seo_description: string;
}

const SEO: Record<Language, InvestmentCalculatorPageData> = {
  en: { seo_title: 'Dubai property investment calculator: returns by payment plan', seo_description: 'Cash needed by quarter, gross and net yield, cash-on-cash return and IRR of a Dubai flat bought on a payment plan, with the DLD fee, service charge and an optional mortgage.' },
  ar: { seo_title: 'حاسبة الاستثمار العقاري في دبي: العوائد حسب خطة السداد', seo_description: 'النقد المطلوب حسب الربع والعائد الإجمالي والصافي والعائد النقدي ومعدل العائد الداخلي لشقة في دبي تُشترى بخطة سداد، مع رسوم دائرة الأراضي ورسوم الخدمة وتمويل عقاري اختياري.' },
  ru: { seo_title: 'Калькулятор инвестиций в недвижимость Дубая: доходность по плану оплаты', seo_description: 'Деньги по кварталам, валовая и чистая доходность, cash-on-cash и IRR квартиры в Дубае в рассрочку, со сбором DLD, платой за обслуживание и ипотекой по желанию.' },
  zh: { seo_title: '迪拜房产投资计算器：按付款计划计算回报', seo_description: '按付款计划购买迪拜公寓的按季度所需现金、毛回报率和净回报率、现金回报率及 IRR，含迪拜土地局费用、物业费和可选按揭。' },
};

export const investmentCalculatorPageData = (lang: Language): InvestmentCalculatorPageData => SEO[lang];

/** /investment-calculator (issue 26): the returns calculator with an example unit, every figure editable. */
export function InvestmentCalculatorPage() {
  const { t } = useI18n();
  const data = useLoaderData() as InvestmentCalculatorPageData;
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const title = t('Investment returns calculator');
  return (
    <article>
      <PageHero title={title} subtitle={data.seo_description} crumbs={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <Container className={styles.body}>
        <ReturnsSection prefill={EXAMPLE_PREFILL} ltvCaps={layout?.settings?.mortgage_ltv_caps} agencyFeePct={layout?.settings?.agency_fee_pct} />
      </Container>
    </article>
  );
}
