import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../theme/visuallyHidden.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const errorMessage = style({
  fontSize: vars.font.size.small,
  color: vars.color.feedback.error.text,
});

/** The bordered box of text inputs and select triggers. */
export const inputFrame = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: 40,
  inlineSize: '100%',
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.medium,
  selectors: {
    '&[data-focus-visible], &[data-focused]:is(input), &[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.feedback.error.accent },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.text.secondary },
  },
});

/** An input inside a frame (e.g. beside a toggle button) that draws no border of its own. */
export const bareInput = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 38,
  border: 'none',
  padding: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);

/** A checkbox or radio group: its label, its options and its help text. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const groupOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});
