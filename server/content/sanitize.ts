import sanitizeHtml from 'sanitize-html';

/** The allow-list for editors' rich text: structure and links, no script, styles or event handlers. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'sub', 'sup', 'blockquote', 'code', 'pre',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['text-center', 'text-right', 'lead'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
  },
};

export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  // NUL and other control characters (but tab/newline) have no place in stored text.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return sanitizeHtml(html.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ''), OPTIONS);
}

/** Page content is structured JSON: strings under `body` / `html` keys are rich text. */
export function sanitizeDeep(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'body' || key === 'html' ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
      out[k] = sanitizeDeep(v, k);
    }
    return out;
  }
  return value;
}
