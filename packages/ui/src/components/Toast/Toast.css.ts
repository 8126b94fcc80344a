import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'none' },
});

// Top-center, above everything but the skip link (platform-core §9).
export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.large,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: 'min(92vw, 480px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid',
  boxShadow: vars.elevation.high,
  animation: `${slideIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

const toneStyle = (tone: 'success' | 'error' | 'info') => ({
  backgroundColor: vars.color.feedback[tone].background,
  color: vars.color.feedback[tone].text,
  borderInlineStartColor: vars.color.feedback[tone].accent,
});

export const tone = styleVariants({
  success: toneStyle('success'),
  error: toneStyle('error'),
  info: toneStyle('info'),
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});
