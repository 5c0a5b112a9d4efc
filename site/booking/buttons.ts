/** The booking choices' pill buttons, shared by the server-rendered section and the widget that replaces it. */
export const kindButtonSx = {
  minHeight: 48, px: 2.5, borderRadius: 999, border: '2px solid', borderColor: 'primary.main', bgcolor: '#fff', color: 'primary.main', fontWeight: 700, font: 'inherit', cursor: 'pointer',
  '&[aria-pressed="true"]': { bgcolor: 'primary.main', color: '#fff' },
  '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
} as const;
