import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

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

/** A row of buttons that wraps on narrow screens, such as a dialog's footer. */
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
