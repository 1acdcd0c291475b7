export { ImagePlaceholder, type ImagePlaceholderProps } from './ImagePlaceholder';
export { ResponsiveImage, type ResponsiveImageProps, type ResponsiveImageSource } from './ResponsiveImage';
