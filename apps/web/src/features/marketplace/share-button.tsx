import { Check, Copy, MessageCircle, Phone, Share2, ThumbsUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { copyText } from "../../lib/clipboard";

/** A phone (touch first) that can hand a link to its own share sheet. */
const canShareNatively = () => typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches;

/**
 * Share a page: the phone's own share sheet where there is one; otherwise WhatsApp, Viber,
 * Facebook and Copy link. `url` is the clean address (no tracking or view parameters); a path is
 * completed with the site's origin when shared (the page may be drawn on the server, without one).
 */
export function ShareButton({ url: address, title }: { url: string; title: string }) {
  const { t } = useTranslation("marketplace");
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  // Read only when sharing or with the menu open: in the browser.
  const url = typeof window === "undefined" ? address : new URL(address, window.location.origin).href;
  const onShare = async () => {
    if (canShareNatively()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if ((err as Error).name === "AbortError") return; // the person closed the sheet
      }
    }
    setCopied(false);
    setOpen((o) => !o);
  };

  const text = encodeURIComponent(`${title} ${url}`);
  const targets = [
    { key: "whatsapp", href: `https://wa.me/?text=${text}`, Icon: MessageCircle },
    { key: "viber", href: `viber://forward?text=${text}`, Icon: Phone },
    {
      key: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      Icon: ThumbsUp,
    },
  ] as const;
  const item =
    "flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none";

  return (
    <div ref={root} className="relative inline-block">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void onShare()}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
      >
        <Share2 className="h-4 w-4" aria-hidden="true" />
        {t("share.button")}
      </Button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <ul aria-label={t("share.title")}>
            {targets.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={item}
                  onClick={() => setOpen(false)}
                >
                  <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  {t(`share.${key}`)}
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={item} onClick={async () => setCopied(await copyText(url))}>
                {copied ? (
                  <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                ) : (
                  <Copy className="h-4 w-4 text-brand-700" aria-hidden="true" />
                )}
                {copied ? t("share.copied") : t("share.copy")}
              </button>
            </li>
          </ul>
          <span className="sr-only" aria-live="polite">
            {copied ? t("share.copied") : ""}
          </span>
        </div>
      )}
    </div>
  );
}
