import createCache from '@emotion/cache';
import { prefixer, type Element, type Middleware } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/** Emotion key of right-to-left pages: the same on the server and in the browser, apart from the LTR one. */
export const RTL_EMOTION_KEY = 'cssrtl';

/**
 * What cssjanus (behind the RTL plugin) may change in a rule, loosely: a left/right word (properties, values,
 * selectors), a direction, a resize cursor, a background position, a radius, a shadow, a translation, or a
 * four-value margin, padding, border width, style or colour. A rule without any of these comes out of cssjanus as it
 * went in (tests/unit/rtl-cache.test.ts checks it on real rules), so it is not handed to it.
 */
const MAY_FLIP = /left|right|ltr|rtl|resize|background(?:-position(?:-x)?)?\s*:|radius|shadow|translate|(?:margin|padding|border-width|-color|border-style)\s*:[^;}]*\s[^;}]*\s[^;}]*\s/i;

/** The rule's own text (selector, declarations, nested rules), read without touching the element. */
const textOf = (element: Element): string => element.value + (Array.isArray(element.children) ? element.children.map(textOf).join('') : '');
/** The class names' key (`.cssrtl-1u5xbj6`) holds an "rtl" that cssjanus leaves alone: not a reason to flip. */
const KEY_IN_CLASS = new RegExp(`${RTL_EMOTION_KEY}-`, 'g');
/** Whether a rule may have something to flip. */
export const mayFlip = (element: Element) => MAY_FLIP.test(textOf(element).replace(KEY_IN_CLASS, ''));

/**
 * The RTL plugin, only on rules that have something to flip. Why: cssjanus compiles its large regular expressions
 * on first use, 60-70 ms of a 4x-throttled phone's main thread, paid at hydration for the one or two rules a page
 * inserts then (none of which needs flipping on most pages); the rules themselves cost microseconds (decision 045).
 */
export const rtlWhereNeeded: Middleware = (element, index, children, callback) => (mayFlip(element) ? rtlPlugin(element, index, children, callback) : undefined);

/** Styles flipped left<->right (MUI's RTL guide); loaded only by right-to-left pages. */
export const createRtlCache = () => createCache({ key: RTL_EMOTION_KEY, stylisPlugins: [prefixer, rtlWhereNeeded] });
