import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpointScale } from '../../tokens/scale';

/** Plans one under another on phones, side by side from tablets on. */
export const planList = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpointScale.tablet}px)`]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    },
  },
});

export const planCard = style({ height: '100%' });

/** The recover code: large, spaced digits that read one by one. */
export const recoverCode = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.size.xxlarge,
  letterSpacing: '0.2em',
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'all',
});
