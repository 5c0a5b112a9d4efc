/**
 * The bar suggesting the page in the browser's language (site/i18n/LanguageSuggestion.tsx). The page holds a hidden
 * bar for each other language, each marked with SUGGESTS_ATTRIBUTE, and right after them this small classic script,
 * inline: it runs while the page is parsed, before anything below the bars exists and before the first paint, and
 * sets LANGUAGE_SUGGEST_ATTRIBUTE on <html> to the language to show. The bar is then part of the first layout and
 * never pushes a painted page down (it did from the boot module script, which runs after the first paint: CLS 0.11
 * on every translated page for an English browser; decision 045).
 *
 * The page's bytes are cached and shared, so the script cannot carry a per-answer nonce: the Content-Security-Policy
 * allows it by its hash (server/plugins/security-headers.ts hashes this very text). Kept in src/ for that reason.
 */
export const LANGUAGE_SUGGEST_ATTRIBUTE = 'data-lang-suggest';
/** On each bar: the language it suggests. */
export const SUGGESTS_ATTRIBUTE = 'data-suggests';

/** The `lang` cookie (site/i18n/cookie.ts): once the visitor has chosen a language, nothing is suggested. */
const CHOSEN_LANGUAGE = /(?:^|;\s*)lang=/;

/** True once the visitor has chosen a language (the `lang` cookie). */
export const hasChosenLanguage = (cookie: string) => CHOSEN_LANGUAGE.test(cookie);

/**
 * The inline script: the browser's first language that the site has (the page's own or a bar's) wins; when it is
 * another than the page's, its bar shows. Never after a choice. ES5, no module: it runs as the parser meets it.
 */
export const LANGUAGE_SUGGEST_SCRIPT =
  `(function(d,n){var h=d.documentElement,p=h.lang.toLowerCase().split('-')[0],l=n.languages||[n.language],o=[],b=d.querySelectorAll('[${SUGGESTS_ATTRIBUTE}]'),i,t;` +
  `if(/${CHOSEN_LANGUAGE.source}/.test(d.cookie))return;` +
  `for(i=0;i<b.length;i++)o.push(b[i].getAttribute('${SUGGESTS_ATTRIBUTE}'));` +
  `for(i=0;i<l.length;i++){t=String(l[i]).toLowerCase().split('-')[0];if(t===p)return;if(o.indexOf(t)>=0){h.setAttribute('${LANGUAGE_SUGGEST_ATTRIBUTE}',t);return}}` +
  `})(document,navigator)`;
