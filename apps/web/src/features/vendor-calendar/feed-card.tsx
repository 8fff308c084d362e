import { Copy, RefreshCw, Rss } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { copyText } from "../../lib/clipboard";
import { useRegenerateFeed } from "./api";

/** The private iCalendar feed: its address to copy, and a new one that revokes the old. */
export function FeedCard({ feedUrl }: { feedUrl: string | null }) {
  const { t } = useTranslation("calendar");
  const regenerate = useRegenerateFeed();
  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => feedUrl && notify.success(t("feed.regenerated")),
      onError: (err) => notify.error(t("feed.failed"), errorMessage(err, t("feed.failed"))),
    });
  const copy = async () => {
    if (feedUrl && (await copyText(feedUrl))) notify.success(t("feed.copied"));
  };
  return (
    <Card className="space-y-2 p-4" data-testid="calendar-feed">
      <h2 className="flex items-center gap-2 font-semibold text-stone-900">
        <Rss aria-hidden className="h-4 w-4 text-brand-700" />
        {t("feed.title")}
      </h2>
      <p className="text-sm text-stone-600">{t("feed.hint")}</p>
      {feedUrl ? (
        <>
          <label htmlFor="calendar-feed-url" className="sr-only">
            {t("feed.label")}
          </label>
          <Input
            id="calendar-feed-url"
            readOnly
            value={feedUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy className="h-4 w-4" />
              {t("feed.copy")}
            </Button>
            <Button variant="ghost" onClick={make} disabled={regenerate.isPending}>
              <RefreshCw className="h-4 w-4" />
              {t("feed.regenerate")}
            </Button>
          </div>
        </>
      ) : (
        <Button onClick={make} disabled={regenerate.isPending}>
          <Rss className="h-4 w-4" />
          {t("feed.create")}
        </Button>
      )}
    </Card>
  );
}
