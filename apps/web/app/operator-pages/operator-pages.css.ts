import { vars } from '@atelier/react-kit';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '48rem', display: 'grid', gap: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

/** The operator's Markdown, rendered: readable line length, the theme's colours, links underlined in text. */
export const prose = style({
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} a`, { color: vars.color.text.link, textDecoration: 'underline' });
globalStyle(`${prose} h2, ${prose} h3`, { color: vars.color.text.default });
globalStyle(`${prose} code, ${prose} pre`, { fontFamily: vars.font.mono });
