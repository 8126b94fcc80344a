import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { breakpointScale } from '../../tokens/scale';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';
import { visuallyHiddenRule } from '../../theme/visuallyHidden.css';
import { skipLinkRule } from '../../theme/skipLink.css';

/** Height of the top bar: 104 px, 170 px for administrators (who get a second row of tools). */
export const TOP_BAR_HEIGHT = 104;
export const ADMINISTRATOR_TOP_BAR_HEIGHT = 170;

const topBarHeight = createVar();

export const shell = style({
  vars: { [topBarHeight]: `${TOP_BAR_HEIGHT}px` },
  display: 'grid',
  gridTemplateRows: `${topBarHeight} auto 1fr`,
  // minmax(0, …): a wide table scrolls in its own frame instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "nav" "main"',
  minBlockSize: '100vh',
  backgroundColor: vars.color.background.canvas,
  selectors: {
    '&[data-administrator]': { vars: { [topBarHeight]: `${ADMINISTRATOR_TOP_BAR_HEIGHT}px` } },
  },
  // On paper only the page itself: a printed report carries no top bar or navigation.
  '@media': { print: { display: 'block', minBlockSize: 'auto', backgroundColor: 'transparent' } },
});

// Focus moved by Tab or a link to an anchor stays clear of the sticky top bar (WCAG 2.4.11).
globalStyle(`html:has(${shell})`, { scrollPaddingBlockStart: `${TOP_BAR_HEIGHT + 16}px` });
globalStyle(`html:has(${shell}[data-administrator])`, {
  scrollPaddingBlockStart: `${ADMINISTRATOR_TOP_BAR_HEIGHT + 16}px`,
});

export const withNavigation = style({
  '@media': {
    [`screen and (min-width: ${breakpointScale.tablet}px)`]: {
      gridTemplateRows: `${topBarHeight} 1fr`,
      gridTemplateColumns: '240px minmax(0, 1fr)',
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
  '@media': {
    print: { display: 'none' },
    [`screen and (max-width: ${breakpointScale.tablet - 1}px)`]: {
      gap: vars.space.small,
      paddingInline: vars.space.medium,
    },
  },
});

/** Shows the folded navigation below the tablet width; the side column replaces it above. */
export const menuButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minBlockSize: 40,
  minInlineSize: 40,
  justifyContent: 'center',
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [`screen and (min-width: ${breakpointScale.tablet}px)`]: { display: 'none' } },
});

/** Below this width the Menu button shows its icon only (its name stays for screen readers). */
const NARROW_SCREEN = 480;

export const menuLabel = style({
  '@media': {
    [`screen and (max-width: ${NARROW_SCREEN - 1}px)`]: visuallyHiddenRule,
  },
});

/** Three bars drawn with borders and a shadow: no icon font, no image to load. */
export const menuIcon = style({
  display: 'block',
  inlineSize: 18,
  blockSize: 12,
  borderBlock: `2px solid currentColor`,
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: 3,
      borderBlockStart: '2px solid currentColor',
    },
  },
});

export const navigation = style({
  gridArea: 'nav',
  display: 'none',
  padding: vars.space.large,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': {
    [`screen and (min-width: ${breakpointScale.tablet}px)`]: { display: 'block' },
    // Folded: opened by the Menu button, under the top bar and above the page.
    [`screen and (max-width: ${breakpointScale.tablet - 1}px)`]: {
      selectors: {
        [`${shell}[data-navigation-open] &`]: {
          display: 'block',
          position: 'sticky',
          insetBlockStart: topBarHeight,
          zIndex: vars.zIndex.sticky,
          maxBlockSize: `calc(100vh - ${topBarHeight})`,
          overflowY: 'auto',
          borderInlineEnd: 'none',
          borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
        },
      },
    },
  },
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
export const skipLink = style({ ...skipLinkRule, zIndex: vars.zIndex.skipLink });
