import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  color: 'currentColor',
  flexShrink: 0,
});

export const circle = style({
  animation: `${rotate} 900ms linear infinite`,
  transformOrigin: 'center',
});

export const size = styleVariants({
  small: { inlineSize: 16, blockSize: 16 },
  medium: { inlineSize: 24, blockSize: 24 },
  large: { inlineSize: 40, blockSize: 40 },
});

export const preloader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minBlockSize: 160,
  paddingBlock: vars.space.xxlarge,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
