import { useEffect, useRef, useState } from 'react';
import { PICTURE_SIZES, pictureSrcSet } from '../../../shared/product-pictures';
import { cn } from '@/lib/utils';
import { FALLBACK_IMAGE } from './format';

/**
 * A product picture that falls back to the shared fallback image when missing or broken. `eager`
 * is for pictures in the first screen (the page's largest paint): loaded at once, first in line.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
  sizes = PICTURE_SIZES.card,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  /** How wide the picture shows (uploaded pictures come in 400, 800 and 1200 px). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : FALLBACK_IMAGE;
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered picture may have failed before the app hydrated and could hear its error.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && url !== FALLBACK_IMAGE) setFailed(src);
  }, [src, url]);
  const srcSet = pictureSrcSet(url);
  return (
    <img
      ref={image}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      width={600}
      height={600}
      onError={() => {
        if (url !== FALLBACK_IMAGE) setFailed(src);
      }}
      className={className}
    />
  );
}

/**
 * A picture that fills its frame, cropped to cover it, on sand while it loads; `className` sizes
 * the frame, and `zoom` enlarges the picture a little when its `group` is hovered.
 */
export function CoverImage({
  src,
  alt = '',
  className,
  eager,
  zoom = false,
}: {
  src: string | null;
  alt?: string;
  className: string;
  eager?: boolean;
  zoom?: boolean;
}) {
  return (
    <div className={cn('overflow-hidden bg-sand-light', className)}>
      <ProductImage
        src={src}
        alt={alt}
        eager={eager}
        className={cn(
          'h-full w-full object-cover',
          zoom && 'transition duration-500 group-hover:scale-[1.03]',
        )}
      />
    </div>
  );
}
