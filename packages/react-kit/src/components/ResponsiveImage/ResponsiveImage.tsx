import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { blurhashAverageColour, blurhashDataUrl } from './blurhash-placeholder';
import * as styles from './ResponsiveImage.css';

/** One `<source>` of a `<picture>`: a format and its widths, e.g. `{ type: 'image/avif', srcSet: '/a/320.avif 320w, …' }`. */
export interface ResponsiveImageSource {
  type: string;
  srcSet: string;
}

export interface ResponsiveImageProps {
  /** The original: what browsers that take none of `sources` load. */
  src: string;
  /** The image's intrinsic size: sets the box's aspect ratio so nothing shifts while it loads. */
  width: number;
  height: number;
  /** Describes the picture; `""` for a decorative one. */
  alt: string;
  /** Smaller or better-compressed versions (the web app computes them; `[]` or absent when there are none). */
  sources?: readonly ResponsiveImageSource[];
  /** The rendered width, e.g. `"(min-width: 1024px) 320px, 50vw"`, so the browser picks from `sources`. */
  sizes?: string;
  /** A BlurHash shown blurred under the image until it loads. */
  placeholder?: string | null;
  /**
   * The page's largest paint (a first screen image): loads eagerly with high priority instead of lazily, and is
   * preloaded from the document's head, so its request starts before the scripts' (which would otherwise take every
   * connection first).
   */
  priority?: boolean;
  /** Fill the parent's box (whose size the parent sets) instead of taking the image's aspect ratio. */
  fill?: boolean;
  className?: string;
  /** Called once the image has loaded (e.g. a carousel measuring its slides). */
  onLoad?: () => void;
}

/**
 * A picture that never shifts the layout: `<picture>` with the given `<source>`s and the original as `<img>`, the
 * box sized up front from width and height, the BlurHash's average colour as its background on the server and the
 * decoded hash once hydrated, lazy and async unless `priority`. Put it inside a link or button for focus: it adds
 * no focus stop of its own.
 */
export function ResponsiveImage({
  src,
  width,
  height,
  alt,
  sources = [],
  sizes,
  placeholder,
  priority = false,
  fill = false,
  className,
  onLoad,
}: ResponsiveImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // React puts a high-priority image preload at the top of the server's <head>; the first source is the best format,
  // and a browser that does not take its type skips the preload and loads what the <picture> picks.
  const best = sources[0];
  if (priority) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(best ? { imageSrcSet: best.srcSet, type: best.type, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
    });
  }
  const [blurUrl, setBlurUrl] = useState<string | null>(null);

  // An image the browser finished before hydration fires no load event React can see.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  useEffect(() => {
    if (loaded || !placeholder) return;
    setBlurUrl(blurhashDataUrl(placeholder, width, height));
  }, [loaded, placeholder, width, height]);

  const averageColour = blurhashAverageColour(placeholder);
  const sized = width > 0 && height > 0;
  const style: CSSProperties = {
    ...(fill || !sized ? {} : { aspectRatio: `${width} / ${height}` }),
    ...(averageColour && !loaded ? { backgroundColor: averageColour } : {}),
    ...(blurUrl && !loaded ? { backgroundImage: `url("${blurUrl}")` } : {}),
  };
  const classes = [styles.root, fill ? styles.fill : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <span className={classes} style={style} data-loaded={loaded ? '' : undefined}>
      <picture className={styles.picture}>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          ref={imageRef}
          className={styles.image}
          src={src}
          alt={alt}
          width={sized ? width : undefined}
          height={sized ? height : undefined}
          sizes={sources.length > 0 ? sizes : undefined}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => {
            setLoaded(true);
            onLoad?.();
          }}
        />
      </picture>
    </span>
  );
}
