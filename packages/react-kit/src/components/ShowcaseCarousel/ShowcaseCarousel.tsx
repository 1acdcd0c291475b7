import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon, ImagesIcon } from '../../icons';
import type { PictureView } from '../../view-models/gallery';
import { IconButton } from '../IconButton/IconButton';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { slideSizes } from './row-height';
import * as styles from './ShowcaseCarousel.css';

export interface ShowcaseSlideView extends PictureView {
  /** The image's id (the slide's key). */
  id: number;
  /** Where the picture leads, e.g. `/posts/{postId}`. */
  href: string;
}

export interface ShowcaseCarouselLabels {
  /** The carousel's accessible name. */
  region: string;
  previous: string;
  next: string;
  /** A slide's position, e.g. "2 of 5". */
  slide: (index: number, count: number) => string;
}

const defaultLabels: ShowcaseCarouselLabels = {
  region: 'Showcase',
  previous: 'Previous image',
  next: 'Next image',
  slide: (index, count) => `${index} of ${count}`,
};

export interface ShowcaseCarouselProps {
  slides: readonly ShowcaseSlideView[];
  /**
   * The rendered width of every slide, for the browser's choice among `sources`; by default each slide's own (the
   * row's height times its aspect ratio), which lets a portrait picture load a variant a fraction of the width.
   */
  sizes?: string;
  /** Under the pictures, e.g. who posted them. */
  footer?: ReactNode;
  /** Shown in a slim line instead of the carousel when there are no slides; nothing at all when absent. */
  empty?: ReactNode;
  labels?: Partial<ShowcaseCarouselLabels>;
}

/** How wide the slides are together: the row's height times the sum of their aspect ratios, plus the gaps. */
const contentWidthOf = (slides: readonly ShowcaseSlideView[]): string => {
  const ratios = slides.reduce((sum, slide) => sum + slide.width / slide.height, 0);
  return `calc(${styles.rowHeight} * ${ratios} + ${Math.max(0, slides.length - 1)} * ${styles.slideGap})`;
};

/** How many slides the first screen shows at most: two side by side on a desktop, one and part of the next on a phone. */
const FIRST_SCREEN_SLIDES = 2;

/**
 * The pictures at the top of a model page: a row of slides at their own aspect ratio, as tall as the row (so the
 * server's HTML already has every box at its final size), swiped or scrolled with snap points; previous and next
 * buttons over it, arrow keys, Home and End between slides. The first pictures share the first screen (two on a
 * desktop), one of them the page's largest paint: they load eagerly with high priority, the others lazily.
 */
export function ShowcaseCarousel({ slides, sizes, footer, empty, labels }: ShowcaseCarouselProps) {
  const text = { ...defaultLabels, ...labels };
  // A state, not a ref: the row mounts only once there are slides, and the scroll listener follows it.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  // The current slide follows the scroll position (swipes, trackpads, the buttons): the one nearest the start.
  useEffect(() => {
    if (!scroller) return;
    const update = () => {
      const items = [...scroller.children] as HTMLElement[];
      let nearest = 0;
      items.forEach((item, index) => {
        const best = items[nearest] as HTMLElement;
        const distance = Math.abs(item.offsetLeft - scroller.scrollLeft);
        if (distance < Math.abs(best.offsetLeft - scroller.scrollLeft)) nearest = index;
      });
      const atEnd = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1;
      setCurrent(atEnd && scroller.scrollLeft > 0 ? items.length - 1 : nearest);
    };
    scroller.addEventListener('scroll', update, { passive: true });
    return () => scroller.removeEventListener('scroll', update);
  }, [scroller]);

  const goTo = useCallback(
    (index: number, focus: boolean) => {
      const target = Math.max(0, Math.min(count - 1, index));
      const item = scroller?.children[target] as HTMLElement | undefined;
      if (!scroller || !item) return;
      scroller.scrollTo({ left: item.offsetLeft });
      if (focus) item.querySelector('a')?.focus({ preventScroll: true });
      setCurrent(target);
    },
    [count, scroller],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target, true);
  };

  if (count === 0) {
    return empty ? (
      <p className={styles.empty}>
        <ImagesIcon />
        {empty}
      </p>
    ) : null;
  }

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={text.region}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the slides' links inside */}
      <div
        ref={setScroller}
        className={styles.scroller}
        style={assignInlineVars({
          [styles.contentWidth]: contentWidthOf(slides),
        })}
        onKeyDown={onKeyDown}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is a group, not a form fieldset
          <div
            key={slide.id}
            className={styles.slide}
            style={{ aspectRatio: `${slide.width} / ${slide.height}` }}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slide(index + 1, count)}
          >
            <Link href={slide.href} className={styles.slideLink} onFocus={() => setCurrent(index)}>
              <ResponsiveImage
                src={slide.url}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                sources={slide.sources ?? []}
                sizes={sizes ?? slideSizes(slide.width, slide.height)}
                placeholder={slide.placeholder ?? null}
                priority={index < FIRST_SCREEN_SLIDES}
                fill
              />
            </Link>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <span className={styles.previous}>
            <IconButton
              label={text.previous}
              icon={<ChevronLeftIcon />}
              size="sm"
              isDisabled={current === 0}
              onPress={() => goTo(current - 1, false)}
            />
          </span>
          <span className={styles.next}>
            <IconButton
              label={text.next}
              icon={<ChevronRightIcon />}
              size="sm"
              isDisabled={current === count - 1}
              onPress={() => goTo(current + 1, false)}
            />
          </span>
          <span className={styles.counter} aria-hidden="true">
            {current + 1} / {count}
          </span>
        </>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
