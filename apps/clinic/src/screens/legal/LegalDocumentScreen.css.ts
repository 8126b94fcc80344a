import { vars } from '@telemed/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Typography of the rendered Markdown: the documents are long, so rhythm and measure matter. */
export const document = style({
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${document} h1`, {
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
  marginBlockEnd: vars.space.large,
});
globalStyle(`${document} h2`, {
  fontSize: vars.font.size.large,
  marginBlockStart: vars.space.xlarge,
  marginBlockEnd: vars.space.small,
});
globalStyle(`${document} h3`, {
  fontSize: vars.font.size.medium,
  marginBlockStart: vars.space.large,
  marginBlockEnd: vars.space.xsmall,
});
globalStyle(`${document} p, ${document} ul, ${document} ol`, {
  marginBlockEnd: vars.space.medium,
});
globalStyle(`${document} li + li`, { marginBlockStart: vars.space.xsmall });
globalStyle(`${document} a`, { color: vars.color.text.link });

export const notice = style({
  padding: vars.space.medium,
  marginBlockEnd: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.feedback.info.background,
  color: vars.color.feedback.info.text,
});

globalStyle(`${document} table`, {
  inlineSize: '100%',
  borderCollapse: 'collapse',
  marginBlockEnd: vars.space.medium,
  fontSize: vars.font.size.small,
});
globalStyle(`${document} th, ${document} td`, {
  padding: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${document} code`, { fontFamily: vars.font.family.monospace });
