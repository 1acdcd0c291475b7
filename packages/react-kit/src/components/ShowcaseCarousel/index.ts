export {
  ShowcaseCarousel,
  type ShowcaseCarouselLabels,
  type ShowcaseCarouselProps,
  type ShowcaseSlideView,
} from './ShowcaseCarousel';
