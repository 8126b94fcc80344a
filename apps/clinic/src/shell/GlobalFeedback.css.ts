import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** Failure alerts float at the top centre, above the page and below toasts. */
export const alertStack = style({
  position: 'fixed',
  insetBlockStart: vars.space.large,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: 'min(32rem, calc(100vw - 2rem))',
});
