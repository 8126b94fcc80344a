import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid currentColor`,
  fontSize: vars.font.size.small,
});

const toneStyle = (tone: keyof typeof vars.color.feedback) => ({
  backgroundColor: vars.color.feedback[tone].background,
  color: vars.color.feedback[tone].text,
  borderInlineStartColor: vars.color.feedback[tone].accent,
});

export const tone = styleVariants({
  success: toneStyle('success'),
  error: toneStyle('error'),
  info: toneStyle('info'),
  warning: toneStyle('warning'),
});

export const icon = style({ flexShrink: 0, marginBlockStart: 1 });

export const body = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const dismiss = style({
  marginBlock: `calc(-1 * ${vars.space.small})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
});
