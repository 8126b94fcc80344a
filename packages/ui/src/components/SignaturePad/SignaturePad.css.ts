import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pad = style({
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

/** The drawing surface: pointer events draw; the page does not scroll under a finger. */
export const surface = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3 / 1',
  touchAction: 'none',
  cursor: 'crosshair',
  border: `${vars.borderWidth.thin} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '[data-invalid] &': { borderColor: vars.color.feedback.error.text, borderStyle: 'solid' },
    '[data-disabled] &': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A drawing shown read-only (a submitted order's signature). */
export const drawing = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: 480,
  blockSize: 'auto',
  aspectRatio: '3 / 1',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});

export const stroke = style({
  fill: 'none',
  stroke: vars.color.text.primary,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
