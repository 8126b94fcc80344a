import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** Said in place of the fields when the questionnaire has no questions. */
export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
