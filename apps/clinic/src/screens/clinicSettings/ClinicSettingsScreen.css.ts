import { vars } from '@telemed/ui';
import { style } from '@vanilla-extract/css';

/** The clinic's logo as reports and the patient app show it, on a framed tile. */
export const logo = style({
  display: 'block',
  inlineSize: '10rem',
  blockSize: '6rem',
  objectFit: 'contain',
  padding: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
});

/** The tile shown while the clinic has no logo. */
export const noLogo = style([
  logo,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.small,
    textAlign: 'center',
  },
]);

/** One radio group per examination state, wide enough to keep its three options on one line. */
export const modeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: vars.space.medium,
});

/** A choice's name over the values it stands for, both from the radio's left edge. */
export const presetChoice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
