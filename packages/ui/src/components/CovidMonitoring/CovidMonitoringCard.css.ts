import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const vitals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const vital = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const vitalLabel = style({ color: vars.color.text.secondary });

export const vitalValue = style({ margin: 0, fontWeight: 600 });

export const alerts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** An alert no one acknowledged yet stands out; an acknowledged one steps back. */
export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '&[data-acknowledged]': { color: vars.color.text.secondary } },
});

/** Scrolls the trend table sideways when the card is narrower than its columns. */
export const trendFrame = style({
  overflowX: 'auto',
  minInlineSize: 0,
  selectors: { '&:focus-visible': focusRing },
});

export const trend = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontVariantNumeric: 'tabular-nums',
});

export const trendCell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'end',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { textAlign: 'start' } },
});
