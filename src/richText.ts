const BLOCK_END = /^\/?(?:br|p|li|h[1-6]|div|blockquote|ul|ol)\b/i;
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * Rich text as readable text (issue 31: the diff of versions and the conflict panel): tags dropped, block
 * ends as line breaks, the common entities decoded. One pass over the string (no backtracking regex).
 */
export function richTextToText(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const gt = html.indexOf('>', lt + 1);
    if (gt < 0) {
      out += html.slice(lt);
      break;
    }
    if (BLOCK_END.test(html.slice(lt + 1, Math.min(gt, lt + 12)))) out += '\n';
    i = gt + 1;
  }
  return out
    .replace(/&(?:nbsp|lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e])
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/** Whether a string looks like rich text (has a tag). */
export const looksLikeHtml = (v: string) => /<\/?[a-z][a-z0-9]*[\s>/]/i.test(v);
