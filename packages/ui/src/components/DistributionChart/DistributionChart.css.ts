import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const distribution = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  // On paper the heading stays with its chart.
  breakInside: 'avoid',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The chart/table switch: screen only. */
export const viewSwitch = style({ '@media': { print: { display: 'none' } } });

export const chartArea = style({ position: 'relative' });

export const chart = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  overflow: 'visible',
  // Coordinates are physical and mirrored by the layout itself; an inherited `direction: rtl`
  // would flip the meaning of text-anchor a second time.
  direction: 'ltr',
  fontFamily: vars.font.family.body,
});

// Font sizes in SVG user units: 12 units read as 12 px at the frame's 640-unit width.
export const tickLabel = style({ fill: vars.color.text.secondary, fontSize: 12 });

export const axisTitle = style({
  fill: vars.color.text.primary,
  fontSize: 13,
  fontWeight: vars.font.weight.medium,
});

export const gridLine = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.border.strong, strokeWidth: 1 });

export const bar = style({
  fill: vars.color.action.primary.background,
  transition: `fill ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-active]': { fill: vars.color.action.primary.backgroundHover } },
  '@media': {
    '(forced-colors: active)': {
      fill: 'CanvasText',
      selectors: { '&[data-active]': { fill: 'Highlight' } },
    },
  },
});

/** A full-height, invisible strip per bin, so short bars are as easy to point at as tall ones. */
export const hitArea = style({ fill: 'transparent' });

export const tooltip = style({
  position: 'absolute',
  transform: `translate(-50%, calc(-100% - ${vars.space.small}))`,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text.primary,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.small,
  boxShadow: vars.elevation.medium,
});
