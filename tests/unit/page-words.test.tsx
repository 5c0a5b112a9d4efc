import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import ru from '../../site/i18n/messages/ru';
import { I18nProvider, makeI18n, useI18n } from '../../site/i18n/I18n';
import { pageCommitted, pageMessages, wholeCatalogue } from '../../site/i18n/catalogue';
import { reachWholeCatalogue } from '../../site/i18n/wholeCatalogue';
import { reviveHydration, serializeHydration } from '../../site/hydration';

const state = { loaderData: { root: { productName: 'Oasis Invest' } }, actionData: null, errors: null };

/** A part of a page: a catalogue key, a server message through tx, a price whose format looks up its own keys, and a text no catalogue has. */
function Part() {
  const { t, tx, fmt } = useI18n();
  return (
    <p>
      {t('Bedrooms')} | {tx('This field is required')} | {fmt.handover(2027, 3)} | {tx('Creek Horizon Towers')}
    </p>
  );
}

describe("a translated page's words (site/i18n/catalogue.ts)", () => {
  it('the server render records every key it looked up, and only those', () => {
    const used = new Set<string>();
    const i18n = makeI18n('ru', ru, null, { used });
    i18n.t('Bedrooms');
    i18n.tx('This field is required');
    i18n.tx('Creek Horizon Towers');
    i18n.t('Bedrooms');
    // 'Studio': the format's own word, looked up once when it is made.
    expect([...used]).toEqual(['Studio', 'Bedrooms', 'This field is required', 'Creek Horizon Towers']);
    expect(pageMessages(ru, used)).toEqual({
      Studio: ru.Studio,
      Bedrooms: ru.Bedrooms,
      'This field is required': ru['This field is required'],
      // No catalogue has it: written as itself, so the browser knows it is English there too and loads nothing for it.
      'Creek Horizon Towers': 'Creek Horizon Towers',
    });
  });

  it('the browser renders the same markup from the recorded words as the server did from the whole catalogue, asking for nothing more', () => {
    const used = new Set<string>();
    const server = renderToString(
      <I18nProvider lang="ru" messages={ru} used={used}>
        <Part />
      </I18nProvider>,
    );
    expect(server).toContain(ru.Bedrooms);
    const missing = vi.fn();
    const words = pageMessages(ru, used);
    const i18n = makeI18n('ru', words, null, { missing });
    expect(renderToString(<p>{i18n.t('Bedrooms')} | {i18n.tx('This field is required')} | {i18n.fmt.handover(2027, 3)} | {i18n.tx('Creek Horizon Towers')}</p>)).toBe(server);
    expect(missing).not.toHaveBeenCalled();
    expect(Object.keys(words).length).toBeLessThan(10);
  });

  it('a word the page lacks is reported (the provider then loads the whole catalogue) and shown in English meanwhile', () => {
    const missing = vi.fn();
    const i18n = makeI18n('ru', { Bedrooms: ru.Bedrooms, Studio: ru.Studio }, null, { missing });
    expect(i18n.t('Bedrooms')).toBe(ru.Bedrooms);
    expect(missing).not.toHaveBeenCalled();
    expect(i18n.t('Amenities')).toBe('Amenities');
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('English records nothing and writes nothing into the page', () => {
    const text = serializeHydration(state, undefined);
    expect(text).not.toContain('messages');
    expect(reviveHydration(text).messages).toBeNull();
  });

  it('the words travel with the hydration data, escaped like it', () => {
    const words = { Bedrooms: ru.Bedrooms, '</script><b>': '</script>\u2028' };
    const text = serializeHydration(state, words);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(reviveHydration(text)).toEqual({ state, messages: words });
  });

  it('the provider holding only the page words re-renders with the whole catalogue once it has loaded; a navigation waits for it', async () => {
    vi.stubGlobal('window', { oasisUsed: false, addEventListener: vi.fn(), removeEventListener: vi.fn() });
    const dataStrategy = reachWholeCatalogue('ru');
    const tree = () => (
      <I18nProvider lang="ru" messages={{}} pageWords>
        <Part />
      </I18nProvider>
    );
    // Nothing loaded yet: the page's words only (here none, so English), and the lookup asked for the catalogue.
    expect(renderToString(tree())).toContain('Bedrooms');
    const catalogue = wholeCatalogue()!;
    // Taken in only once the first page is committed (site/entry-client.tsx; decision 049): a task later, loaded
    // (its module is this file's import) but not yet taken in.
    await new Promise((r) => setTimeout(r, 0));
    expect(catalogue.messages()).toBeNull();
    pageCommitted();
    const resolve = vi.fn(async () => ({ type: 'data' as const, result: 'page data' }));
    const results = await dataStrategy({ matches: [{ shouldLoad: true, resolve, route: { id: 'project' } }] } as never);
    expect(results).toEqual({ project: { type: 'data', result: 'page data' } });
    expect(catalogue.messages()).toBe(ru);
    expect(renderToString(tree())).toContain(ru.Bedrooms);
    vi.unstubAllGlobals();
  });
});
