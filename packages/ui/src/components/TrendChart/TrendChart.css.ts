import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const line = style({
  fill: 'none',
  stroke: vars.color.action.primary.background,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

export const point = style({
  fill: vars.color.background.surface,
  stroke: vars.color.action.primary.background,
  strokeWidth: 2,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});
