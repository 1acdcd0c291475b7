export { ResourceCard, type ResourceCardProps } from './ResourceCard';
export {
  ResourceCarousel,
  type ResourceCarouselLabels,
  type ResourceCarouselProps,
} from './ResourceCarousel';
