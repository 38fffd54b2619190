import { useState } from 'react';
import { FALLBACK_IMAGE } from './format';

/** A product picture that falls back to the shared fallback image when missing or broken. */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : FALLBACK_IMAGE;
  return (
    <img
      src={url}
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
