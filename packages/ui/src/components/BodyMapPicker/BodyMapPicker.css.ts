import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

/** The instructions under the outline: a field's description, as a paragraph without margins. */
export const help = style({ margin: 0 });

export const position = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
  margin: 0,
});

export const errorMessage = style({
  fontSize: vars.font.size.small,
  color: vars.color.feedback.error.text,
  margin: 0,
});

/** The focusable map: the outline at a size that fits a phone, clicked with a crosshair. */
export const map = style({
  inlineSize: '100%',
  maxInlineSize: '12rem',
  cursor: 'crosshair',
  touchAction: 'none',
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&:focus-visible': focusRing,
    '[data-invalid] &': { borderColor: vars.color.feedback.error.text },
  },
});

export const drawing = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

export const body = style({
  fill: vars.color.background.canvas,
  stroke: vars.color.text.secondary,
  strokeWidth: 1,
});

export const point = style({
  fill: vars.color.feedback.error.text,
  stroke: vars.color.background.surface,
  strokeWidth: 1.5,
});
