import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The questionnaire's sections, one under the other. */
export const sections = style({
  display: 'grid',
  gap: vars.space.large,
});

/** A section: a fieldset without the browser's frame, titled by its legend. */
export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});
