import { createVar, style } from '@vanilla-extract/css';
import { breakpointScale } from '../../tokens/scale';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

/** Height of the top bar: 104 px, 170 px for administrators (who get a second row of tools). */
export const TOP_BAR_HEIGHT = 104;
export const ADMINISTRATOR_TOP_BAR_HEIGHT = 170;

const topBarHeight = createVar();

export const shell = style({
  vars: { [topBarHeight]: `${TOP_BAR_HEIGHT}px` },
  display: 'grid',
  gridTemplateRows: `${topBarHeight} 1fr`,
  gridTemplateColumns: '1fr',
  gridTemplateAreas: '"top" "main"',
  minBlockSize: '100vh',
  backgroundColor: vars.color.background.canvas,
  selectors: {
    '&[data-administrator]': { vars: { [topBarHeight]: `${ADMINISTRATOR_TOP_BAR_HEIGHT}px` } },
  },
  // On paper only the page itself: a printed report carries no top bar or navigation.
  '@media': { print: { display: 'block', minBlockSize: 'auto', backgroundColor: 'transparent' } },
});

export const withNavigation = style({
  '@media': {
    [`screen and (min-width: ${breakpointScale.tablet}px)`]: {
      gridTemplateColumns: '240px 1fr',
      gridTemplateAreas: '"top top" "nav main"',
    },
  },
});

export const topBar = style({
  gridArea: 'top',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  blockSize: topBarHeight,
  paddingInline: vars.space.xlarge,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': { print: { display: 'none' } },
});

export const navigation = style({
  gridArea: 'nav',
  display: 'none',
  padding: vars.space.large,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': { [`screen and (min-width: ${breakpointScale.tablet}px)`]: { display: 'block' } },
});

export const navigationList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navigationLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: 40,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.action.ghost.backgroundHover },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.feedback.info.background,
      color: vars.color.feedback.info.text,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const main = style({
  gridArea: 'main',
  minInlineSize: 0,
  padding: vars.space.xlarge,
  outline: 'none',
  '@media': { print: { padding: 0 } },
});

// Visually hidden until focused, then shown above the top bar (WCAG 2.4.1 bypass blocks).
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: vars.zIndex.skipLink,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.action.primary.background,
  color: vars.color.action.primary.text,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});
