import { Copy, MessageCircle } from "lucide-react";
import { Button, buttonClass } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { copyText } from "../../lib/clipboard";

/** The client form link in a read-only field, with Copy and (optionally) a WhatsApp share link. */
export function ShareLink({ link, whatsapp = true }: { link: string; whatsapp?: boolean }) {
  const { t } = useTranslation("leads");
  const copy = async () => {
    await copyText(link);
    notify.success(t("dashboard.linkCopied"), t("dashboard.linkCopiedMessage"));
  };
  const share = `https://wa.me/?text=${encodeURIComponent(`${t("dashboard.whatsappText")} ${link}`)}`;
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          readOnly
          value={link}
          aria-label={t("dashboard.linkTitle")}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button onClick={() => void copy()} aria-label={t("dashboard.copy")} className="shrink-0">
          <Copy className="h-4 w-4" />
          <span className="hidden sm:inline">{t("dashboard.copy")}</span>
        </Button>
      </div>
      {whatsapp && (
        <a href={share} target="_blank" rel="noreferrer" className={buttonClass("success", "sm")}>
          <MessageCircle className="h-4 w-4" />
          {t("dashboard.whatsapp")}
        </a>
      )}
    </div>
  );
}
