import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The status line, the progress and the Cancel button, wrapping on narrow screens. */
export const taskStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const statusText = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const progress = style({
  inlineSize: '10rem',
  accentColor: vars.color.action.primary.background,
});

export const cancelFailure = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.feedback.error.text,
});
