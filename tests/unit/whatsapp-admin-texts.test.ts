import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruByEnglish } from '../../admin/locales/ru-by-english';
import { oasisEn } from '../../admin/locales/en';
import { oasisRu } from '../../admin/locales/ru';
import { SAME_WHATSAPP_NUMBER } from '../../server/lead-merge/detect';

/** Issue 37: the lead's WhatsApp conversation card and the "possible same person" reason, in English and Russian. */
describe('WhatsApp conversation texts in the back-office', () => {
  const files = ['admin/leads/WhatsAppMessage.tsx', 'admin/leads/WhatsAppQuote.tsx', 'admin/leads/WhatsAppSent.tsx'];
  for (const file of files) {
    it(`${file}: every text has its Russian`, () => {
      const src = fs.readFileSync(file, 'utf8');
      const texts = [...new Set([...src.matchAll(/\btr\((['"])(.+?)\1/g)].map((m) => m[2]))];
      // The delivery statuses' labels are handed to tr() from a table.
      const labels = [...(src.match(/STATUS_LABELS[^=]*= \{([^}]*)\}/)?.[1].matchAll(/'([^']+)'/g) ?? [])].map((m) => m[1]);
      expect(texts.length + labels.length).toBeGreaterThan(2);
      for (const text of [...texts, ...labels]) expect(ruByEnglish[text], text).toMatch(/[а-я]/);
    });
  }

  it('the possible-same-person reason is named in both catalogues', () => {
    expect((oasisEn.merge.reason as Record<string, string>)[SAME_WHATSAPP_NUMBER]).toMatch(/WhatsApp/);
    expect((oasisRu.merge.reason as Record<string, string>)[SAME_WHATSAPP_NUMBER]).toMatch(/WhatsApp/);
  });
});
