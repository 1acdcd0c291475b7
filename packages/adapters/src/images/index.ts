export { decodeImage } from './decode-image.js';
export { SharpImageInspector } from './sharp-image-inspector.js';
