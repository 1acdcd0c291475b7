import { sampleBlurhash, svgPicture } from '../ResponsiveImage/ResponsiveImage.fixtures';
import type { ShowcaseSlideView } from './ShowcaseCarousel';

const shapes = [
  [832, 1216, '#7aa7d6'],
  [1216, 832, '#d6a77a'],
  [1024, 1024, '#8fd67a'],
  [768, 1344, '#c27ad6'],
] as const;

/** Slides of varied shapes (portrait, landscape, square), each with a BlurHash. */
export function someSlides(count: number): ShowcaseSlideView[] {
  return Array.from({ length: count }, (_, i) => {
    const [width, height, colour] = shapes[i % shapes.length] ?? shapes[0];
    return {
      id: i + 1,
      href: '/posts/7',
      url: svgPicture(width, height, colour),
      width,
      height,
      alt: `Showcase image ${i + 1}`,
      placeholder: sampleBlurhash,
    };
  });
}
