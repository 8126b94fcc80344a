import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

export const categoryFilter = style({
  minInlineSize: '18rem',
});

/** A report's own words: line breaks kept, long ones wrapped. */
export const description = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  maxInlineSize: '40rem',
  display: 'block',
});

/** A second line under a cell's main value (the reporter's email, the examination). */
export const secondary = style({
  display: 'block',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
