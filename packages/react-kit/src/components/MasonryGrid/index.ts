export { type MasonryColumns, MasonryGrid, type MasonryGridProps, type MasonryLayout } from './MasonryGrid';
