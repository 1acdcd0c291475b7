/** A BlurHash of a warm landscape (the format's own example). */
export const sampleBlurhash = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

/** An SVG picture of the given size as a data URL, so stories and tests need no network. */
export function svgPicture(width: number, height: number, colour = '#7aa7d6'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff88"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
