import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  chartSection as distribution,
  chartHeader as header,
  chartViewSwitch as viewSwitch,
  chartSvg as chart,
  chartTickLabel as tickLabel,
  chartGridLine as gridLine,
  chartAxisLine as axisLine,
} from '../../theme/chartFrame.css';

export const chartArea = style({ position: 'relative' });

export const axisTitle = style({
  fill: vars.color.text.primary,
  fontSize: 13,
  fontWeight: vars.font.weight.medium,
});

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
