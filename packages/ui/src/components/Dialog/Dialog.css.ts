import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  backgroundColor: vars.color.background.backdrop,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
  },
});

export const modal = style({
  display: 'flex',
  maxBlockSize: '90vh',
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.high,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${rise} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
  },
});

export const modalSize = styleVariants({
  small: { maxInlineSize: 420 },
  medium: { maxInlineSize: 640 },
  large: { maxInlineSize: 960 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minBlockSize: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.xlarge });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
