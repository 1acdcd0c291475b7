import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowcaseCarousel } from './ShowcaseCarousel';
import { someSlides } from './ShowcaseCarousel.fixtures';

describe('ShowcaseCarousel', () => {
  it('is a named carousel of slides, each linking to its post', () => {
    render(<ShowcaseCarousel slides={someSlides(3)} />);
    const carousel = screen.getByRole('region', { name: 'Showcase' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(slides[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/posts/7');
  });

  it('sizes every slide from its picture, so nothing moves while they load', () => {
    render(<ShowcaseCarousel slides={someSlides(2)} />);
    const [portrait, landscape] = screen.getAllByRole('group');
    expect(portrait?.style.aspectRatio).toBe('832 / 1216');
    expect(landscape?.style.aspectRatio).toBe('1216 / 832');
  });

  it('tells the browser each slide’s own width, the row’s height times its aspect ratio', () => {
    const slides = someSlides(2).map((slide) => ({
      ...slide,
      sources: [{ type: 'image/avif', srcSet: '/a/320.avif 320w, /a/640.avif 640w, /a/1280.avif 1280w' }],
    }));
    const { container } = render(<ShowcaseCarousel slides={slides} />);
    const sizes = [...container.querySelectorAll('source')].map((source) => source.getAttribute('sizes'));
    expect(sizes).toEqual([
      'calc(clamp(240px, 56vw, 460px) * 0.6842)',
      'calc(clamp(240px, 56vw, 460px) * 1.4615)',
    ]);
    render(<ShowcaseCarousel slides={slides} sizes="50vw" />);
    expect(container.ownerDocument.querySelectorAll('source[sizes="50vw"]')).toHaveLength(2);
  });

  it('loads the two pictures of the first screen eagerly with high priority and the others lazily', () => {
    render(<ShowcaseCarousel slides={someSlides(4)} />);
    const images = screen.getAllByRole('img');
    for (const image of images.slice(0, 2)) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    }
    for (const image of images.slice(2)) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('moves with the labelled buttons, disabled at either end', async () => {
    const user = userEvent.setup();
    render(<ShowcaseCarousel slides={someSlides(2)} />);
    const previous = screen.getByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('moves focus between slides with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<ShowcaseCarousel slides={someSlides(4)} />);
    const links = screen.getAllByRole('link');
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
  });

  it('follows a swipe: the slide nearest the start becomes current', () => {
    render(<ShowcaseCarousel slides={someSlides(3)} />);
    const slides = screen.getAllByRole('group');
    slides.forEach((slide, i) => {
      Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: i * 300 });
    });
    const row = slides[0]?.parentElement as HTMLElement;
    Object.defineProperties(row, {
      scrollLeft: { configurable: true, value: 310 },
      clientWidth: { configurable: true, value: 400 },
      scrollWidth: { configurable: true, value: 900 },
    });
    fireEvent.scroll(row);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('shows one picture without controls, and a slim line instead of an empty box', () => {
    const { rerender } = render(<ShowcaseCarousel slides={someSlides(1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ShowcaseCarousel slides={[]} empty="No images yet" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('No images yet')).toBeInTheDocument();
    rerender(<ShowcaseCarousel slides={[]} />);
    expect(screen.queryByText('No images yet')).not.toBeInTheDocument();
  });

  it('scrolls the row to the slide a button asks for', async () => {
    const user = userEvent.setup();
    render(<ShowcaseCarousel slides={someSlides(3)} />);
    const slides = screen.getAllByRole('group');
    Object.defineProperty(slides[1], 'offsetLeft', { configurable: true, value: 420 });
    const row = slides[0]?.parentElement as HTMLElement;
    const scrollTo = vi.fn();
    Object.defineProperty(row, 'scrollTo', { configurable: true, value: scrollTo });
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 420 });
  });
});
