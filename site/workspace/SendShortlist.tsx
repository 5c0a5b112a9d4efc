import { useId } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { ensureCsrfCookie } from '../api/public';
import { shellPhone, ShellPhoneInput } from '../forms/EnquiryFormLoader';
import { focusedFieldSuffix, useLoadOnFirstUse } from '../forms/useLoadOnFirstUse';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import { SendShortlistFrame, type ShortlistField, type ShortlistHandoff } from './SendShortlistFrame';
import styles from './SendShortlist.module.css';
import { withCatalogue } from '../i18n/catalogue';

/** The full form's chunk (the phone input and its metadata, ~44 KiB Brotli), fetched on first use. */
const loadForm = withCatalogue(() => import('./SendShortlistForm'));

const FIELDS: readonly string[] = ['name', 'email', 'phone'] satisfies ShortlistField[];

/**
 * "Send me my shortlist" (issue 27): a light form with the page (the shell's phone field), the full one (the
 * site's phone input) loaded on the visitor's first touch, focus or submit, as the enquiry forms do
 * (useLoadOnFirstUse), carrying over what was typed, the focused field and a pending submit.
 */
export function SendShortlist({ slugs }: { slugs: readonly string[] }) {
  const { t } = useI18n();
  const id = useId();
  const country = (useRouteLoaderData('root') as LayoutData | undefined)?.country ?? 'AE';
  const { box, loaded, want, onPointerDown } = useLoadOnFirstUse(loadForm, (form, autoSubmit): ShortlistHandoff => {
    const data = form ? new FormData(form) : null;
    const get = (k: string) => String(data?.get(k) ?? '');
    const focused = focusedFieldSuffix(form, `${id}-`);
    return {
      values: { name: get('name'), email: get('email'), phone: shellPhone(get('phone'), country) },
      focusField: focused && FIELDS.includes(focused) ? (focused as ShortlistField) : undefined,
      autoSubmit,
    };
  });
  const Form = loaded?.module.default;
  return (
    <div ref={box} onPointerDown={onPointerDown}>
      {loaded && Form ? (
        <Form id={id} slugs={slugs} handoff={loaded.handoff} />
      ) : (
        <SendShortlistFrame
          id={id}
          onSubmit={(e) => {
            e.preventDefault();
            void ensureCsrfCookie();
            want(true);
          }}
          onFocus={() => {
            void ensureCsrfCookie(); // first use: the cookie is on its way before the visitor presses the button
            want(false);
          }}
          phone={(slot) => <ShellPhoneInput id={slot.id} country={country} />}
          noScript={
            <noscript>
              <p className={cx(text.body, styles.noScript)}>{t('This form needs JavaScript. You can also reach our team by phone or e-mail: the details are at the foot of the page.')}</p>
            </noscript>
          }
        />
      )}
    </div>
  );
}
