import type { ImageRef } from "@bihe/shared";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

/**
 * A WebP picture in a fixed aspect box (no layout shift): srcset of the thumb, card and full
 * variants, lazy by default. A picture that fails to load hides itself behind a placeholder.
 */
export function VendorImage({
  image,
  alt,
  sizes = "(max-width: 640px) 100vw, 340px",
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
          srcSet={`${image.thumbUrl} 320w, ${image.cardUrl} 640w, ${image.url} ${image.width ?? 1000}w`}
          sizes={sizes}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
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
