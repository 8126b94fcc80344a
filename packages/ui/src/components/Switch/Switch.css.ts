import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: 40,
  blockSize: 24,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.sunken,
  transition: `background-color ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.action.primary.background,
      borderColor: vars.color.action.primary.background,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  inlineSize: 16,
  blockSize: 16,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(16px)',
      backgroundColor: vars.color.action.primary.text,
    },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-16px)' },
  },
});
