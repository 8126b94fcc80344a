import { vars } from '@telemed/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  '@media': { print: { display: 'none' } },
});

// The separator is decoration: drawn by CSS so screen readers announce only the links.
globalStyle(`${breadcrumbList} li + li::before`, {
  content: '"/"',
  marginInlineEnd: vars.space.xsmall,
  color: vars.color.text.secondary,
});

globalStyle(`${breadcrumbList} a`, { color: vars.color.text.link });

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
