import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'min(90vw, 360px)',
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  overflowY: 'auto',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  outline: 'none',
});

/** One option of a list box or menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: 36,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.action.ghost.backgroundHover,
    },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-danger]': { color: vars.color.feedback.error.text },
  },
});

export const checkSlot = style({ display: 'inline-flex', inlineSize: 16, flexShrink: 0 });

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xsmall,
  border: 'none',
  backgroundColor: vars.color.border.subtle,
});
