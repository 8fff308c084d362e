import type { ImageRef } from "@bihe/shared";
import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";

/** Full-screen portfolio viewer: Left/Right keys, swipe, Escape closes. */
export default function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  alt,
}: {
  images: ImageRef[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  alt: string;
}) {
  const { t } = useTranslation("marketplace");
  const total = images.length;
  const go = (d: number) => onIndex((index + d + total) % total);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowLeft") onIndex((index - 1 + total) % total);
      if (e.key === "ArrowRight") onIndex((index + 1) % total);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, total, onIndex]);

  const img = images[index];
  return (
    <RadixDialog.Root open onOpenChange={(o) => !o && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
          onTouchStart={(e) => {
            touchX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(e) => {
            const start = touchX.current;
            const end = e.changedTouches[0]?.clientX;
            if (start != null && end != null && Math.abs(end - start) > 40) go(end < start ? 1 : -1);
            touchX.current = null;
          }}
        >
          <RadixDialog.Title className="sr-only">{t("page.lightbox", { n: index + 1, total })}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{alt}</RadixDialog.Description>
          {img && (
            <img
              src={img.url}
              alt={`${alt} ${index + 1}`}
              className="max-h-[85vh] max-w-full rounded object-contain"
              data-testid="lightbox-image"
            />
          )}
          <p className="absolute bottom-4 left-1/2 -translate-x-1/2 text-sm text-white/80">
            {t("page.lightbox", { n: index + 1, total })}
          </p>
          <button
            type="button"
            onClick={() => go(-1)}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
            aria-label={t("card.previous")}
          >
            <ChevronLeft className="h-7 w-7" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
            aria-label={t("card.next")}
          >
            <ChevronRight className="h-7 w-7" aria-hidden="true" />
          </button>
          <RadixDialog.Close
            className="absolute right-3 top-3 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
            aria-label={t("page.close")}
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
