import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A header menu without script of its own (language, currency): a <details> whose summary is a 44 px button and
 * whose panel opens below it, aligned to the reading end. Escape closes it. Works before the app loads.
 */
export function HeaderMenu({ summary, children, testId, sx, panelSx }: {
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
  panelSx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="details"
      data-testid={testId}
      sx={{
        ...sx,
        position: 'relative',
        '& > summary::-webkit-details-marker': { display: 'none' },
        '&[open] > div': { display: 'block' },
      } as SxProps<Theme>}
      onKeyDown={(e: KeyboardEvent<HTMLDetailsElement>) => {
        if (e.key === 'Escape') e.currentTarget.open = false;
      }}
    >
      <Box
        component="summary"
        sx={{
          listStyle: 'none',
          cursor: 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.75,
          minHeight: 44,
          minWidth: 44,
          px: { xs: 0.75, sm: 1.25 },
          border: '1px solid #c4c8cf',
          borderRadius: 1,
          fontWeight: 700,
          color: 'primary.main',
          '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
        }}
      >
        {summary}
      </Box>
      <Box
        sx={{
          display: 'none',
          position: 'absolute',
          insetInlineEnd: 0,
          top: '100%',
          mt: 0.5,
          zIndex: 30,
          p: 1,
          bgcolor: '#fff',
          borderRadius: 1,
          boxShadow: '0 12px 32px rgba(0,0,0,.16)',
          ...panelSx,
        } as SxProps<Theme>}
      >
        {children}
      </Box>
    </Box>
  );
}

/** One choice of a header menu: a 44 px link row, the current one in bold. */
export function menuItemSx(current: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    minHeight: 44,
    px: 1.5,
    borderRadius: 1,
    color: '#1b1f24',
    textDecoration: 'none',
    fontWeight: current ? 800 : 500,
    '&:hover, &:focus-visible': { bgcolor: '#f1efe9' },
  } as const;
}
