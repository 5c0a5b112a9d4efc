import { Link } from 'react-router-dom';
import { recordActivity } from '../activity';
import { useI18n } from '../i18n/I18n';
import { toggleShortlisted, useShortlist } from './shortlist';

/** The heart's look: plain CSS on a native button, no icon library (it is on every card). */
const buttonStyle = (saved: boolean, inline: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    minWidth: 44,
    minHeight: 44,
    padding: inline ? '0 14px' : 0,
    borderRadius: 22,
    border: '1px solid #c4c8cf',
    background: '#fff',
    color: saved ? '#b3261e' : '#1b1f24',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    boxShadow: inline ? undefined : '0 2px 6px rgba(0,0,0,.18)',
  }) as const;

/** Save (heart) a project to the shortlist; pressed while it is saved. */
export function SaveButton({ slug, title, projectId, inline = false }: { slug: string; title: string; projectId?: number; inline?: boolean }) {
  const { t, lang } = useI18n();
  const saved = useShortlist().includes(slug);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={inline ? undefined : t('Save {project} to my shortlist', { project: title })}
      data-testid="save-project"
      onClick={() => toggleShortlisted(slug) && recordActivity({ kind: 'shortlist', project_id: projectId ?? null, lang })}
      style={buttonStyle(saved, inline)}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {inline && (saved ? t('Saved to shortlist') : t('Save to shortlist'))}
    </button>
  );
}

/** The header's way to the shortlist, with its count once something is saved. */
export function ShortlistLink() {
  const { t } = useI18n();
  const n = useShortlist().length;
  return (
    <Link
      to="/shortlist"
      data-testid="shortlist-link"
      aria-label={n ? t('My shortlist ({n})', { n }) : t('My shortlist')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 44, minHeight: 44, justifyContent: 'center', color: 'inherit', textDecoration: 'none', fontWeight: 600 }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {n > 0 && <span aria-hidden="true">{n}</span>}
    </Link>
  );
}
