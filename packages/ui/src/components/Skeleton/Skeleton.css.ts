import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeleton = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  flexShrink: 0,
  backgroundColor: vars.color.border.subtle,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent, color-mix(in srgb, ${vars.color.background.surface} 55%, transparent), transparent)`,
    animation: `${shimmer} 1.5s ease-in-out infinite`,
  },
  selectors: { '[dir="rtl"] &::after': { animationDirection: 'reverse' } },
  '@media': {
    // A still placeholder for people who asked for less motion (the global rule only shortens it).
    '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none' } } },
  },
});

export const variant = styleVariants({
  // 1em high inside a line-height box, so a text skeleton takes the place of one line of text.
  text: { blockSize: '1em', marginBlock: '0.25em', borderRadius: vars.radius.small },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
