import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/**
 * The phone field with its Save button beside the input. The button lines up with the input
 * (below the label) and stays put when a message under the field comes or goes, so a press
 * that also ends the field's editing still lands on it.
 */
export const phoneForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const phoneField = style({
  flex: '0 1 22rem',
  minInlineSize: '14rem',
});

export const phoneSave = style({
  marginBlockStart: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal} + ${vars.space.xsmall})`,
});
