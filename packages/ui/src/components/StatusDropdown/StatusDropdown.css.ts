import type { BoardStatus } from '@telemed/domain';
import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

/** Added to the status badge's own classes: a pressable pill with a chevron. */
export const trigger = style({
  cursor: 'pointer',
  // 24 px is the smallest target size WCAG 2.2 (2.5.8) accepts.
  minBlockSize: 24,
  paddingInlineEnd: vars.space.xsmall,
  font: 'inherit',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  outline: 'none',
  transition: `filter ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]:not([data-disabled]), &[data-pressed]': { filter: 'brightness(0.94)' },
    '&[data-focus-visible]': focusRing,
    // Archived: the grey archived role and a dashed rule, so the control reads as set aside
    // without losing text contrast (opacity would take it below WCAG AA).
    '&[data-archived]': { borderStyle: 'dashed' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chevron = style({
  flexShrink: 0,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

/** A dot in each status's accent colour before its name in the menu. */
export const swatch = styleVariants(
  Object.fromEntries(
    (Object.keys(vars.color.status) as BoardStatus[]).map((name) => [
      name,
      {
        display: 'inline-block',
        inlineSize: 10,
        blockSize: 10,
        flexShrink: 0,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.status[name].accent,
      },
    ]),
  ) as Record<BoardStatus, StyleRule>,
);
