import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const headingBase = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const headingSize = styleVariants({
  xxxlarge: [headingBase, { fontSize: vars.font.size.xxxlarge }],
  xxlarge: [headingBase, { fontSize: vars.font.size.xxlarge }],
  xlarge: [headingBase, { fontSize: vars.font.size.xlarge }],
  large: [headingBase, { fontSize: vars.font.size.large }],
  medium: [headingBase, { fontSize: vars.font.size.medium }],
});

export const textSize = styleVariants({
  xsmall: { fontSize: vars.font.size.xsmall },
  small: { fontSize: vars.font.size.small },
  medium: { fontSize: vars.font.size.medium },
  large: { fontSize: vars.font.size.large },
});

export const textTone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  critical: { color: vars.color.feedback.error.text },
  positive: { color: vars.color.feedback.success.text },
});

export const textWeight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  bold: { fontWeight: vars.font.weight.bold },
});

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
