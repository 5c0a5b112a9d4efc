import { describe, expect, it } from 'vitest';
import { makeI18n } from '../../site/i18n/I18n';
import { currencyName, unitTypeIsWorded, unitTypeName } from '../../site/i18n/names';
import { unwordedUnitTypes } from '../../src/unitTypes';
import ar from '../../site/i18n/messages/ar';
import ru from '../../site/i18n/messages/ru';
import zh from '../../site/i18n/messages/zh';

/** Issue 39 item 4: unit type and currency names the data holds in English, worded in the page's language. */
describe('unit type names', () => {
  const i18n = { ru: makeI18n('ru', ru), ar: makeI18n('ar', ar), zh: makeI18n('zh', zh), en: makeI18n('en', null) };

  it('follows each language\'s plural rules and keeps English as staff wrote it', () => {
    expect(['Studio', '1 Bedroom', '2 Bedroom', '5 Bedroom Villa', '4 Bedroom Penthouse', '3 Bedroom Townhouse'].map((n) => unitTypeName(n, i18n.ru))).toEqual([
      'Студия', '1 спальня', '2 спальни', '5 спален, вилла', '4 спальни, пентхаус', '3 спальни, таунхаус',
    ]);
    expect(['1 Bedroom', '2 Bedroom', '3 Bedroom', '11 Bedroom'].map((n) => unitTypeName(n, i18n.ar))).toEqual(['غرفة نوم واحدة', 'غرفتا نوم', '3 غرف نوم', '11 غرفة نوم']);
    expect(unitTypeName('3 Bedroom Duplex', i18n.zh)).toBe('3居室复式');
    expect(unitTypeName('4 Bedroom Penthouse', i18n.en)).toBe('4 Bedroom Penthouse');
  });

  it('shows a name outside the pattern as written, and says so', () => {
    expect(unitTypeName('Sky Collection Residence', i18n.ru)).toBe('Sky Collection Residence');
    expect(unitTypeIsWorded('Sky Collection Residence')).toBe(false);
    expect(unitTypeIsWorded('2 BR')).toBe(true);
    expect(unitTypeName('2 BR', i18n.ru)).toBe('2 спальни');
    // What the editor's project list flags (admin/common/UnitNamesChip.tsx).
    expect(unwordedUnitTypes([{ name: '1 Bedroom' }, { name: 'Sky Collection Residence' }, { name: 'Studio' }])).toEqual(['Sky Collection Residence']);
    expect(unwordedUnitTypes(null)).toEqual([]);
  });

  it('names a currency by its code in the page language, the stored name otherwise', () => {
    expect(currencyName('USD', 'ru', 'US dollar')).toBe('доллар США');
    expect(currencyName('USD', 'ar', 'US dollar')).toBe('دولار أمريكي');
    expect(currencyName('USD', 'en', 'US dollar')).toBe('US dollar');
    expect(currencyName('ZZZ', 'ru', 'Test money')).toBe('Test money');
  });
});
