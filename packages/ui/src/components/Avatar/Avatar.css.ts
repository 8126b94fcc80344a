import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.feedback.info.background,
  color: vars.color.feedback.info.text,
  fontWeight: vars.font.weight.bold,
  userSelect: 'none',
});

export const size = styleVariants({
  small: { inlineSize: 32, blockSize: 32, fontSize: vars.font.size.xsmall },
  medium: { inlineSize: 40, blockSize: 40, fontSize: vars.font.size.small },
  large: { inlineSize: 72, blockSize: 72, fontSize: vars.font.size.xlarge },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
