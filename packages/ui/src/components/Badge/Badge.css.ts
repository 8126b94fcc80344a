import { style, styleVariants } from '@vanilla-extract/css';
import type { BoardStatus } from '@telemed/domain';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

const pair = (colors: { background: string; text: string; accent: string }) => ({
  backgroundColor: colors.background,
  color: colors.text,
  borderColor: colors.accent,
});

export const tone = styleVariants({
  neutral: pair(vars.color.status.PENDING),
  success: pair(vars.color.feedback.success),
  error: pair(vars.color.feedback.error),
  info: pair(vars.color.feedback.info),
  warning: pair(vars.color.feedback.warning),
});

// The statuses are the theme's status colours' keys: this module is evaluated by the style
// compiler, which is given no more than the theme.
const statuses = Object.keys(vars.color.status) as BoardStatus[];

export const status = styleVariants(
  Object.fromEntries(statuses.map((name) => [name, pair(vars.color.status[name])])) as Record<
    BoardStatus,
    ReturnType<typeof pair>
  >,
);
