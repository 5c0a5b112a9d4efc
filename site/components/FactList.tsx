import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LangAttributes } from '../i18n/fallback';

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
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, p: 3, bgcolor: '#f6f4ef', borderRadius: 2 }}>
      {list.map((f) => (
        <div key={f.label}>
          <Typography component="dt" sx={{ fontSize: '0.8rem', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.04em' }}>
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.1rem' }} {...f.lang}>
            {f.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

export const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', p: 1.5, borderBottom: '1px solid #e2ded3' },
  '& th': { bgcolor: '#f6f4ef', fontWeight: 700 },
} as const;
