/**
 * Hides an element on screen and keeps it for assistive technology: its name is still read.
 * A plain rule, so a style may apply it whole or only under a media query.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
