import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blurhashAverageColour } from './blurhash-placeholder';
import { ResponsiveImage } from './ResponsiveImage';
import { sampleBlurhash, svgPicture } from './ResponsiveImage.fixtures';

const sources = [
  { type: 'image/avif', srcSet: '/images/k/320.avif 320w, /images/k/640.avif 640w' },
  { type: 'image/webp', srcSet: '/images/k/320.webp 320w, /images/k/640.webp 640w' },
];

describe('ResponsiveImage', () => {
  it('offers the sources in order, then the original sized by its width and height', () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/k/original.png"
        width={800}
        height={1200}
        alt="A lighthouse"
        sources={sources}
        sizes="320px"
      />,
    );
    const picture = container.querySelector('picture');
    const sourceElements = picture?.querySelectorAll('source') ?? [];
    expect([...sourceElements].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sourceElements[0]).toHaveAttribute('srcset', sources[0]?.srcSet);
    expect(sourceElements[0]).toHaveAttribute('sizes', '320px');
    const image = screen.getByRole('img', { name: 'A lighthouse' });
    expect(image).toHaveAttribute('src', '/images/k/original.png');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1200');
    expect(image.parentElement).toBe(picture);
  });

  it('reserves its box from the aspect ratio, so nothing shifts when the image arrives', () => {
    const { container } = render(
      <ResponsiveImage src={svgPicture(800, 1200)} width={800} height={1200} alt="" />,
    );
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('800 / 1200');
  });

  it('fills its parent instead when asked', () => {
    const { container } = render(
      <ResponsiveImage src={svgPicture(800, 1200)} width={800} height={1200} alt="" fill />,
    );
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('');
  });

  it('is lazy and async by default', () => {
    render(<ResponsiveImage src={svgPicture(10, 10)} width={10} height={10} alt="Lazy" />);
    const image = screen.getByRole('img', { name: 'Lazy' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('is eager with high priority for the first screen', () => {
    render(<ResponsiveImage src={svgPicture(10, 10)} width={10} height={10} alt="Hero" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads the best source of a first-screen picture from the head, and nothing for the others', () => {
    // Preloads stay in the document's head across the file's tests: each picture here has a path of its own.
    const preloadsOf = (path: string) =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter((link) =>
        `${link.getAttribute('href')} ${link.getAttribute('imagesrcset')}`.includes(path),
      );
    render(<ResponsiveImage src="/images/later/original.png" width={8} height={6} alt="Later" />);
    expect(preloadsOf('/images/later/')).toHaveLength(0);
    render(
      <ResponsiveImage
        src="/images/k/original.png"
        width={800}
        height={600}
        alt="Hero"
        sources={sources}
        sizes="50vw"
        priority
      />,
    );
    const [preload, ...others] = preloadsOf('/images/k/');
    expect(others).toHaveLength(0);
    expect(preload).toHaveAttribute('imagesrcset', sources[0]?.srcSet);
    expect(preload).toHaveAttribute('imagesizes', '50vw');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it("paints the BlurHash's average colour under the image until it loads", () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/k/original.png"
        width={10}
        height={10}
        alt=""
        placeholder={sampleBlurhash}
      />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.backgroundColor).toBe('#979695');
    expect(box).not.toHaveAttribute('data-loaded');
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(box).toHaveAttribute('data-loaded');
    expect(box.style.backgroundColor).toBe('');
  });

  it('ignores a placeholder that is not a BlurHash', () => {
    const { container } = render(
      <ResponsiveImage src={svgPicture(10, 10)} width={10} height={10} alt="" placeholder="not a hash" />,
    );
    expect((container.firstElementChild as HTMLElement).style.backgroundColor).toBe('');
  });
});

describe('blurhashAverageColour', () => {
  it('reads the DC component as an sRGB colour', () => {
    expect(blurhashAverageColour(sampleBlurhash)).toBe('#979695');
    expect(blurhashAverageColour('00000000')).toBe(null);
    expect(blurhashAverageColour(null)).toBe(null);
  });
});
