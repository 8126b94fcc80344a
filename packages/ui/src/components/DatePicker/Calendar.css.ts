import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: 'max-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  textTransform: 'capitalize',
});

/** Previous/next month arrows; the chevron turns with the reading direction. */
export const previousIcon = style({
  transform: 'rotate(90deg)',
  selectors: { '[dir="rtl"] &': { transform: 'rotate(-90deg)' } },
});

export const nextIcon = style({
  transform: 'rotate(-90deg)',
  selectors: { '[dir="rtl"] &': { transform: 'rotate(90deg)' } },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlockEnd: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

const solidDay = {
  backgroundColor: vars.color.action.primary.background,
  color: vars.color.action.primary.text,
  borderRadius: vars.radius.small,
};

/** A day of either calendar. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 36,
  blockSize: 36,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.action.ghost.backgroundHover },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
  },
});

/** A day of the single-date calendar: the chosen day is solid. */
export const singleCell = style({
  selectors: {
    '&[data-selected]': solidDay,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

/** A day of the range calendar: the days between are tinted, start and end are solid. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.action.secondary.backgroundHover,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': solidDay,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});
