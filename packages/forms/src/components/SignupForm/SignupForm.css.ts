import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** A group of fields without the browser's frame: the legend is the group's heading. */
export const fieldset = style({ border: 'none', padding: 0, margin: 0, minInlineSize: 0 });

export const legend = style({
  fontWeight: vars.font.weight.bold,
  marginBlockEnd: vars.space.medium,
  padding: 0,
});
