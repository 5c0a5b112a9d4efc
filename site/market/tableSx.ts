/** The market tables' look: compact, numbers aligned, rows ruled. */
export const marketTableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', py: 1, px: 1.5, borderBottom: '1px solid #e2ded3', whiteSpace: 'nowrap' },
  // Headings and area names wrap, so a phone sees more columns before it has to swipe.
  '& thead th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.875rem', whiteSpace: 'normal', minWidth: 96, verticalAlign: 'bottom' },
  '& tbody th': { whiteSpace: 'normal', minWidth: 120 },
  '& td': { fontVariantNumeric: 'tabular-nums' },
} as const;
