import { useState } from 'react';
import { PICTURE_SIZES, pictureSrcSet } from '../../../shared/product-pictures';
import { FALLBACK_IMAGE } from './format';

/** A product picture that falls back to the shared fallback image when missing or broken. */
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
  const srcSet = pictureSrcSet(url);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
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
