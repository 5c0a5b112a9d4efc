/** The booking choices' pill buttons, shared by the server-rendered section and the widget that replaces it. */
export const kindButtonSx = {
  minHeight: 48, px: 2.5, borderRadius: 999, border: '2px solid', borderColor: 'primary.main', bgcolor: '#fff', color: 'primary.main', fontWeight: 700, font: 'inherit', cursor: 'pointer',
  '&[aria-pressed="true"]': { bgcolor: 'primary.main', color: '#fff' },
  '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
} as const;

/** The free times' box: the same height while they load, once they show (scrolling inside) and when there are none. */
export const SLOTS_HEIGHT = 420;

/**
 * The booking widget's height once its free times show (measured: about 995px on a phone, where the form's fields
 * stack, 903px from the sm breakpoint). The section reserves it before the widget's code arrives, so the widget
 * replacing the server-rendered choices does not push the enquiry form and the footer down as the visitor scrolls.
 */
export const bookingWidgetBoxSx = { minHeight: { xs: 1000, sm: 910 } } as const;
