import { LANGUAGES, type Lang } from "@bihe/shared";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useMe } from "../lib/auth";
import { cn } from "../lib/cn";
import { adoptAccountLanguage, chooseLanguage } from "./language";
import { useTranslation } from "./use-translation";

/** Each language names itself, so a reader finds theirs whatever the page is in. */
const NAMES: Record<Lang, string> = { en: "English", ne: "नेपाली" };

/** `English / नेपाली` in the navigation bar and the workspace header; the choice is kept in a cookie and on the account (docs/decisions/0008). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current: Lang = i18n.language === "ne" ? "ne" : "en";
  const userId = useMe().data?.user.id;
  useEffect(() => {
    if (userId) void adoptAccountLanguage(userId).catch(() => undefined);
  }, [userId]);

  const choose = (lang: Lang) => {
    if (lang === current) return;
    void chooseLanguage(lang);
    // A ?lang= address names its language: keep it in step so a reload shows what was chosen.
    if (params.has("lang")) {
      const next = new URLSearchParams(params);
      next.set("lang", lang);
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <fieldset
      className={cn(
        "flex shrink-0 items-center rounded-full border border-stone-200 bg-white p-0.5 text-xs",
        className,
      )}
    >
      <legend className="sr-only">{t("language.label")}</legend>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
          // A fixed width: on an English page 'नेपाली' is drawn in a fallback font until the Devanagari one arrives,
          // and a button sized by its text would move the bar when it does.
          className={cn(
            "w-[4.25rem] rounded-full py-1 text-center font-medium",
            lang === current ? "bg-brand-700 text-white" : "text-stone-600 hover:text-brand-700",
          )}
        >
          {NAMES[lang]}
        </button>
      ))}
    </fieldset>
  );
}
