import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
});

export const elevation = styleVariants({
  flat: {},
  low: { boxShadow: vars.elevation.low },
  medium: { boxShadow: vars.elevation.medium },
});
