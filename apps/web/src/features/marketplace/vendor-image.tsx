import { CARD_IMAGE_SIZES, type ImageRef, imageSrcSet } from "@bihe/shared";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

/**
 * A WebP picture in a fixed aspect box (no layout shift): srcset of the thumb, card and full
 * variants, lazy by default (eager ones are the page's first paint and load first). A picture
 * that fails to load hides itself behind a placeholder.
 */
export function VendorImage({
  image,
  alt,
  sizes = CARD_IMAGE_SIZES,
  className,
  eager,
}: {
  image: ImageRef | null | undefined;
  alt: string;
  sizes?: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn("relative overflow-hidden bg-stone-200", className)}>
      {image && !failed ? (
        <img
          src={image.cardUrl}
          srcSet={imageSrcSet(image)}
          sizes={sizes}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-stone-400">
          <ImageOff className="h-8 w-8" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
