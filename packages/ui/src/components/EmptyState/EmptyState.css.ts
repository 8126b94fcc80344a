import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const action = style({ marginBlockStart: vars.space.medium });
