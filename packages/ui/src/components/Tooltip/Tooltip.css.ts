import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxInlineSize: 280,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text.primary,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.small,
  boxShadow: vars.elevation.medium,
});
