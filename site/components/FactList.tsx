import type { LangAttributes } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './FactList.module.css';

export interface Fact {
  label: string;
  value: string | number | null | undefined;
  /** lang/dir of the value when it is English on a translated page. */
  lang?: LangAttributes;
}

/** Key facts as a definition list; facts without a value are left out. */
export function FactList({ facts, label }: { facts: Fact[]; label: string }) {
  const list = facts.filter((f) => f.value != null && f.value !== '');
  if (list.length === 0) return null;
  return (
    <dl aria-label={label} className={styles.facts}>
      {list.map((f) => (
        <div key={f.label}>
          <dt className={cx(text.body, styles.label)}>{f.label}</dt>
          <dd className={cx(text.body, styles.value)} {...f.lang}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
