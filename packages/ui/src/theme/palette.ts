// Neutral values no platform config sets (shadows, the modal scrim, tints, stacking order). They live here, beside
// the tokens, so that no component writes its own copy and a restyle is one edit.

/** Shadows of floating parts. */
export const shadows = {
  /** Menus, lists, calendars and toasts that float over the page. */
  popover: '0 6px 16px rgba(0, 0, 0, 0.12)',
  /** Modal dialogs, which sit above everything else. */
  dialog: '0 6px 24px rgba(0, 0, 0, 0.2)',
} as const;

/** Background fills that are not the surface colour. */
export const fills = {
  /** Behind a modal dialog: dims the page without hiding it. */
  scrim: 'rgba(0, 0, 0, 0.45)',
  /** A hovered or keyboard-highlighted row of a menu, list, calendar or table. */
  hover: '#f0f5ff',
  /** A selected row, or the days inside a selected range. */
  selected: '#e6f0ff',
  /** Table headers and other quiet bands. */
  muted: '#f5f6f7',
  /** Laid over content that is being replaced (a table re-fetching): still readable, visibly not current. */
  veil: 'rgba(255, 255, 255, 0.6)',
  /** Placeholder bars of a loading skeleton. */
  skeleton: '#eceef1',
} as const;

/**
 * Stacking order. Popovers sit above dialogs because a select or date field inside a dialog opens its list in a
 * portal on <body>; tooltips above both; toasts on top of everything.
 */
export const layers = {
  scrim: 1000,
  dialog: 1001,
  popover: 1050,
  tooltip: 1100,
  toast: 2000,
} as const;
