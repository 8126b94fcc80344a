import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.primary,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 20,
  blockSize: 20,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.action.primary.text,
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.action.primary.background,
      borderColor: vars.color.action.primary.background,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.feedback.error.accent },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
