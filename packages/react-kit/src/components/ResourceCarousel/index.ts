export {
  ResourceCarousel,
  type ResourceCarouselLabels,
  type ResourceCarouselProps,
} from './ResourceCarousel';
