import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Html } from './Html';

interface SectionProps {
  id: string;
  title: string;
  lead?: string | null;
  /** Lead as HTML from the page's content (sanitised on save). */
  leadHtml?: string | null;
  more?: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}

/** A titled band of the page (landmark region) with an optional "see all" link. */
export function Section({ id, title, lead, leadHtml, more, tinted, children }: SectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? '#f6f4ef' : 'transparent' }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: 2, mb: 4 }}>
          <div>
            <Typography variant="h2" id={id}>
              {title}
            </Typography>
            {lead && (
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
                {lead}
              </Typography>
            )}
            {leadHtml && <Html html={leadHtml} sx={{ mt: 1, maxWidth: 720, color: 'text.secondary', '& p': { m: 0 } }} />}
          </div>
          {more && (
            <Box component={Link} to={more.to} sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'underline' }}>
              {more.label}
            </Box>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
