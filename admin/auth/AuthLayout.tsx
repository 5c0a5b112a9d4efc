import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BRAND } from '../theme';

/** The spec's auth layout: sign-in, activation and the error page. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: BRAND.navy, p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" component="p" sx={{ color: BRAND.goldOnLight, fontWeight: 700, letterSpacing: 2 }}>
            Oasis Invest
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
