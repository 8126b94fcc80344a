import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const circle = style({
  flexShrink: 0,
  inlineSize: 20,
  blockSize: 20,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  transition: `border-width ${vars.motion.duration.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderWidth: 6,
      borderColor: vars.color.action.primary.background,
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.feedback.error.accent },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});
