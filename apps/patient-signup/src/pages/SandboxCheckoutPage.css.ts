import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({ display: 'grid', gap: vars.space.small, margin: 0 });

/** Term and value side by side; they wrap on a narrow phone instead of scrolling. */
export const summaryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
});

export const term = style({ fontWeight: vars.font.weight.medium, minInlineSize: '8rem' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
