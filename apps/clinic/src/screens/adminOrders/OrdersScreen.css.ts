import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The business name under the clinic's name. */
export const secondary = style({
  display: 'block',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
