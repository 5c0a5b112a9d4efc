/**
 * Plurals in the site's catalogues (issue 37 item 16): a text may hold one ICU-style choice,
 * `{count, plural, one {{n} deal} other {{n} deals}}`, picked with the language's own rules (Intl.PluralRules:
 * Arabic's zero/one/two/few/many/other, Russian's one/few/many, Chinese's other) or an exact `=0` / `=1`.
 * The platform's rules keep the catalogues honest without a message-format library in the page's JavaScript.
 */
const rulesByLang = new Map<string, Intl.PluralRules>();
const rulesOf = (lang: string) => rulesByLang.get(lang) ?? rulesByLang.set(lang, new Intl.PluralRules(lang)).get(lang)!;

/** The text between the brace at `open` and its matching close, and the index after it. */
function block(text: string, open: number): [string, number] {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return [text.slice(open + 1, i), i + 1];
  }
  return [text.slice(open + 1), text.length];
}

/** Replaces each `{var, plural, ...}` with the form for vars[var]; other placeholders are left for the caller to fill. */
export function choosePlurals(text: string, lang: string, vars: Record<string, string | number>): string {
  const head = /\{(\w+), plural,/g;
  let out = '';
  let from = 0;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const [body, end] = block(text, m.index);
    const count = Number(vars[m[1]]);
    const forms = new Map<string, string>();
    const form = /(?<![\w=])(=\d+|zero|one|two|few|many|other) ?\{/g;
    let rest = body.slice(body.indexOf(',', body.indexOf(',') + 1) + 1);
    for (let f = form.exec(rest); f; f = form.exec(rest)) {
      const [inner, after] = block(rest, f.index + f[0].length - 1);
      forms.set(f[1], inner);
      rest = rest.slice(after);
      form.lastIndex = 0;
    }
    const chosen = forms.get(`=${count}`) ?? forms.get(Number.isFinite(count) ? rulesOf(lang).select(count) : 'other') ?? forms.get('other') ?? '';
    out += text.slice(from, m.index) + chosen;
    from = end;
    head.lastIndex = end;
  }
  return out + text.slice(from);
}
