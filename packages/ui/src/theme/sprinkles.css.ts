import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpointScale } from '../tokens/scale';
import { vars } from './contract.css';

const space = vars.space;

/** Layout atoms that change per viewport: mobile first, then tablet and desktop. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpointScale.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpointScale.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginBlockStart', 'marginBlockEnd'],
  },
});

/** Surface atoms that follow the theme. */
const themedProperties = defineProperties({
  properties: {
    background: vars.color.background,
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      inverse: vars.color.text.inverse,
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minInlineSize: [0],
  },
});

/** Type-safe atomic layout classes (braid's approach): `sprinkles({ padding: 'large' })`. */
export const sprinkles = createSprinkles(responsiveProperties, themedProperties);

/** The props `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
