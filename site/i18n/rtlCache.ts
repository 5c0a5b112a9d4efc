import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/** Emotion key of right-to-left pages: the same on the server and in the browser, apart from the LTR one. */
export const RTL_EMOTION_KEY = 'cssrtl';

/** Styles flipped left<->right (MUI's RTL guide); loaded only by right-to-left pages. */
export const createRtlCache = () =>
  createCache({ key: RTL_EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] });
