import { useState } from 'react';
import { PictureIcon } from './light/shop-icons';
import './product-image.css';

interface ProductImageProps {
  src: string | null;
  alt: string;
  className?: string;
}

/**
 * A product's image, or a neutral placeholder when it has none or it fails to load. No antd: the
 * shopper screens (buy-and-sell) show it too.
 */
export function ProductImage({ src, alt, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['product-image', className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <div
        className={`${classes} product-image--empty`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <PictureIcon />
      </div>
    );
  }
  return (
    <div className={classes}>
      <img src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />
    </div>
  );
}
