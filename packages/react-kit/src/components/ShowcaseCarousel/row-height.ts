/**
 * The row's height, one value for the CSS and for each slide's `sizes`: a slide is as tall as the row and as wide as
 * its picture's aspect ratio makes it, so the browser can pick the variant that fits instead of a full-width one.
 */
export const ROW_HEIGHT = 'clamp(240px, 56vw, 460px)';

/** The rendered width of a slide of this picture: the row's height times its aspect ratio. */
export const slideSizes = (width: number, height: number): string =>
  `calc(${ROW_HEIGHT} * ${Number((width / height).toFixed(4))})`;
