import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const pagination = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 40,
  minBlockSize: 40,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.font.size.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([aria-current]), &[data-pressed]:not([aria-current])':
      { backgroundColor: vars.color.action.ghost.backgroundHover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.action.primary.background,
      color: vars.color.action.primary.text,
      fontWeight: vars.font.weight.bold,
      cursor: 'default',
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 32,
  color: vars.color.text.secondary,
});

// The chevron icon points down; turn it to point back or forward in the reading direction.
export const previousIcon = style({
  transform: 'rotate(90deg)',
  selectors: { '[dir="rtl"] &': { transform: 'rotate(-90deg)' } },
});

export const nextIcon = style({
  transform: 'rotate(-90deg)',
  selectors: { '[dir="rtl"] &': { transform: 'rotate(90deg)' } },
});
