import { vars } from '@telemed/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A screen's column of sections under its page header. */
export const screenColumn = style({
  display: 'grid',
  gap: vars.space.large,
  minInlineSize: 0,
});

// A section may be narrower than its table, which then scrolls inside it, not the page.
globalStyle(`${screenColumn} > *`, { minInlineSize: 0 });

/** A row of buttons (or badges) that wraps on narrow screens. */
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** A row of filters above a list, their captions aligned at the bottom. */
export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

/**
 * Form fields side by side in as many columns as fit, each at least 14rem wide; columns keep
 * their width when a row has fewer fields.
 */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.medium,
});

/** A field of {@link fieldGrid} across the whole row (long texts). */
export const fullRow = style({
  gridColumn: '1 / -1',
});
