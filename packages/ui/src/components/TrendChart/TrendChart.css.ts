import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  breakInside: 'avoid',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const viewSwitch = style({ '@media': { print: { display: 'none' } } });

export const chart = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  overflow: 'visible',
  // Coordinates are physical; an inherited `direction: rtl` would flip text-anchor again.
  direction: 'ltr',
  fontFamily: vars.font.family.body,
});

// Font sizes in SVG user units: 12 units read as 12 px at the chart's 600-unit width.
export const tickLabel = style({ fill: vars.color.text.secondary, fontSize: 12 });

export const gridLine = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.border.strong, strokeWidth: 1 });

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
