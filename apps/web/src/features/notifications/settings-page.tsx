import type { NotificationDelivery, NotificationPreference } from "@bihe/shared";
import { useEffect, useState } from "react";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../../components/notifications/api";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

/** Per kind: email on or off, at once or in the 08:00 Nepal-time summary (docs/decisions/0017). */
export default function NotificationSettingsPage() {
  const { t } = useTranslation("notifications");
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [prefs, setPrefs] = useState<NotificationPreference[]>([]);
  useEffect(() => {
    if (query.data) setPrefs(query.data.preferences);
  }, [query.data]);

  const change = (kind: string, patch: Partial<NotificationPreference>) =>
    setPrefs((list) => list.map((p) => (p.kind === kind ? { ...p, ...patch } : p)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync(prefs);
      notify.success(t("settings.saved"));
    } catch {
      notify.error(t("settings.saveFailed"));
    }
  }

  return (
    <>
      <WorkspaceHeader title={t("settings.title")} />
      <div className="mx-auto max-w-3xl space-y-4 p-4 md:p-6">
        <p className="text-sm text-stone-600">{t("settings.intro")}</p>
        {query.isLoading ? (
          <Card className="space-y-3 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </Card>
        ) : query.isError ? (
          <Card className="p-6 text-red-700" role="alert">
            {t("settings.loadFailed")}
          </Card>
        ) : (
          <form onSubmit={(e) => void submit(e)} className="space-y-4">
            <Card className="divide-y divide-stone-200">
              {prefs.map((p) => (
                <fieldset
                  key={p.kind}
                  data-testid={`pref-${p.kind}`}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <legend className="sr-only">{t(`settings.labels.${p.kind}`)}</legend>
                  <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                      checked={p.email}
                      onChange={(e) => change(p.kind, { email: e.target.checked })}
                    />
                    <span>
                      <span className="block font-medium text-stone-900">{t(`settings.labels.${p.kind}`)}</span>
                      <span className="block text-xs text-stone-500">{t("settings.email")}</span>
                    </span>
                  </label>
                  <div
                    role="radiogroup"
                    aria-label={t("settings.when")}
                    className={cn("flex shrink-0 rounded-lg border border-stone-300 p-0.5", !p.email && "opacity-50")}
                  >
                    {(["instant", "digest"] as NotificationDelivery[]).map((delivery) => (
                      <label
                        key={delivery}
                        className={cn(
                          "flex-1 cursor-pointer whitespace-nowrap rounded-md px-3 py-1.5 text-center text-sm sm:flex-none",
                          p.delivery === delivery ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-stone-100",
                          !p.email && "cursor-not-allowed",
                        )}
                      >
                        <input
                          type="radio"
                          className="sr-only"
                          name={`delivery-${p.kind}`}
                          value={delivery}
                          checked={p.delivery === delivery}
                          disabled={!p.email}
                          onChange={() => change(p.kind, { delivery })}
                        />
                        {t(`settings.${delivery}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </Card>
            <p className="text-xs text-stone-500">{t("settings.digestHint")}</p>
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t("settings.saving") : t("settings.save")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}
