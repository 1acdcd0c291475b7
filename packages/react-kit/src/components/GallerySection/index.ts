export type { SelectControl } from '../../internal/SelectField';
export { type GalleryLabels, GallerySection, type GallerySectionProps } from './GallerySection';
export { type GalleryTagFilter, GalleryToolbar, type GalleryToolbarProps } from './GalleryToolbar';
export { itemsInBand, type MasonryPlacement, type PlacedItem, placeItems } from './gallery-layout';
export { type InfiniteLoadOptions, useInfiniteLoad } from './use-infinite-load';
export { VirtualMasonry, type VirtualMasonryProps } from './VirtualMasonry';
