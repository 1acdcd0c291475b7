export { MasonryGrid, type MasonryGridProps } from './MasonryGrid';
export {
  defaultMasonryOptions,
  distributeItems,
  type MasonryColumns,
  type MasonryOptions,
  masonryColumns,
} from './masonry-layout';
