import { describe, expect, it } from 'vitest';
import { ADMIN_LOCALES, i18nProvider, messages } from '../../admin/i18n';
import { MENU, isGroup } from '../../admin/layout/menuItems';
import { oasisEn } from '../../admin/locales/en';
import { oasisRu } from '../../admin/locales/ru';
import { RESOURCE_MESSAGES_RU as resourcesRu } from '../../admin/resources';

type Tree = { [key: string]: string | Tree };
/** Every leaf key of a message tree, dotted. */
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('back-office languages', () => {
  it('offers English and Russian, each named in itself', () => {
    expect(ADMIN_LOCALES).toEqual([{ locale: 'en', name: 'English' }, { locale: 'ru', name: 'Русский' }]);
  });

  it('translates every resource label and every own message into Russian', () => {
    const en = messages.resources as unknown as Tree;
    expect(Object.keys(resourcesRu).sort()).toEqual(Object.keys(en).sort());
    // Russian may name more (rows of list inputs, which English humanises from the source), never fewer.
    for (const name of Object.keys(en)) expect(keys(resourcesRu[name] as unknown as Tree), name).toEqual(expect.arrayContaining(keys(en[name] as Tree)));
    expect(keys(oasisRu as unknown as Tree).sort()).toEqual(keys(oasisEn as unknown as Tree).sort());
  });

  it('has every sidebar label in the catalogue, English word for word', () => {
    const labels = MENU.flatMap((e) => (isGroup(e) ? [e.label, ...e.items.map((i) => i.label)] : [e.label]));
    for (const label of labels) expect(oasisEn.menu[label as keyof typeof oasisEn.menu], label).toBe(label);
  });

  it('switches the provider to Russian with Russian plurals and back', async () => {
    expect(i18nProvider.translate('oasis.menu.Project List')).toBe('Project List');
    expect(i18nProvider.translate('oasis.time.days', { smart_count: 2 })).toBe('2 days');
    await i18nProvider.changeLocale('ru');
    expect(i18nProvider.translate('oasis.menu.Project List')).toBe('Список проектов');
    expect(i18nProvider.translate('resources.projects.name', { smart_count: 2 })).toBe('Проекты');
    expect(i18nProvider.translate('oasis.time.days', { smart_count: 2 })).toBe('2 дня');
    expect(i18nProvider.translate('oasis.time.days', { smart_count: 5 })).toBe('5 дней');
    expect(i18nProvider.translate('oasis.delivery.attempts', { smart_count: 21 })).toBe('21 попытка');
    expect(i18nProvider.translate('ra.action.save')).toBe('Сохранить');
    expect(i18nProvider.translate('resources.projects.fields.payment_plan.milestones.percent')).toBe('Процент');
    expect(i18nProvider.translate('resources.projects.fields.payment_plan.milestones')).toBe('Этапы плана платежей');
    // A label handed to react-admin in English, translated with the English text as its key.
    expect(i18nProvider.translate('Response target (minutes)', { _: 'Response target (minutes)' })).toBe('Срок ответа (минуты)');
    // A key the Russian catalogue lacks falls back to English, not to the raw key.
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Выйти');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Sign Out');
  });
});
