import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/*
 * The frame the SVG charts share (distribution, trend): a heading with a chart/table switch over
 * an image that sizes to its container, with the same labels and lines.
 */

export const chartSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  // On paper the heading stays with its chart.
  breakInside: 'avoid',
});

export const chartHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The chart/table switch: screen only. */
export const chartViewSwitch = style({ '@media': { print: { display: 'none' } } });

export const chartSvg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  overflow: 'visible',
  // Coordinates are physical (a layout mirrors them itself); an inherited `direction: rtl` would
  // flip the meaning of text-anchor a second time.
  direction: 'ltr',
  fontFamily: vars.font.family.body,
});

// Font sizes in SVG user units: 12 units read as 12 px at a chart's 600-640-unit width.
export const chartTickLabel = style({ fill: vars.color.text.secondary, fontSize: 12 });

export const chartGridLine = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const chartAxisLine = style({ stroke: vars.color.border.strong, strokeWidth: 1 });
