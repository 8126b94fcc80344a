import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const spinner = style({ flexShrink: 0, color: vars.color.text.secondary });

export const toggle = style({
  inlineSize: 30,
  blockSize: 30,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
});

/** "Searching…" and "No results" inside the list. */
export const empty = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** The note that more results exist than are shown. */
export const limited = style({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
});
