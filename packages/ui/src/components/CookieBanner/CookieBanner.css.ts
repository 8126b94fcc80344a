import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.banner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  padding: vars.space.large,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.high,
  fontSize: vars.font.size.small,
});

export const message = style({ maxInlineSize: '70ch', margin: 0 });
