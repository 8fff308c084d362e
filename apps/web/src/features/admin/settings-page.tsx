import { adminSettingsSchema, municipalityLabel } from "@bihe/shared";
import { type FormEvent, useEffect, useState } from "react";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useAdminSettings, usePendingAreas, useReviewArea, useSaveSettings } from "./api";

/** /admin/settings: the marketplace settings and the custom areas queue. */
export function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  return (
    <>
      <WorkspaceHeader title={t("settings.title")} />
      <div className="grid gap-6 p-4 md:p-6 xl:grid-cols-2">
        <SiteSettingsCard />
        <CustomAreasCard />
      </div>
    </>
  );
}

function SiteSettingsCard() {
  const { t } = useTranslation("admin");
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const [siteName, setSiteName] = useState("");
  const [contactPhone, setContactPhone] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings.data) {
      setSiteName(settings.data.siteName);
      setContactPhone(settings.data.contactPhone);
    }
  }, [settings.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminSettingsSchema.safeParse({ siteName, contactPhone });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      notify.success(t("settings.savedTitle"), t("settings.saved"));
    } catch (err) {
      notify.error(t("dialog.errorTitle"), errorMessage(err, t("settings.failed")));
    }
  };

  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold">{t("settings.site")}</h2>
      {settings.isLoading ? (
        <div className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label={t("settings.siteName")} htmlFor="site-name" error={errors.siteName}>
            <Input
              id="site-name"
              value={siteName}
              onChange={(e) => setSiteName(e.target.value)}
              aria-invalid={!!errors.siteName}
            />
          </Field>
          <Field
            label={t("settings.contactPhone")}
            htmlFor="contact-phone"
            error={errors.contactPhone}
            hint={t("settings.contactHint")}
          >
            <Input
              id="contact-phone"
              type="tel"
              value={contactPhone}
              onChange={(e) => setContactPhone(e.target.value)}
              aria-invalid={!!errors.contactPhone}
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("settings.saving") : t("settings.save")}
          </Button>
        </form>
      )}
    </Card>
  );
}

function CustomAreasCard() {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const areas = usePendingAreas();
  const review = useReviewArea();
  const act = async (id: number, action: "approve" | "reject") => {
    try {
      await review.mutateAsync({ id, action });
      notify.success(action === "approve" ? t("settings.areaApproved") : t("settings.areaRejected"));
    } catch (err) {
      notify.error(t("settings.areaFailed"), errorMessage(err, ""));
    }
  };
  const list = areas.data?.areas ?? [];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{t("settings.areas")}</h2>
      <p className="mb-4 text-sm text-stone-600">{t("settings.areasHint")}</p>
      {areas.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{t("settings.noAreas")}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {list.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="custom-area">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{a.name}</p>
                <p className="text-sm text-stone-600">
                  {[
                    t("settings.ward", { n: a.ward }),
                    f.lang === "ne"
                      ? a.municipalityNe
                      : municipalityLabel({ name: a.municipality, type: a.municipalityType }),
                    f.place(a.district),
                    f.place(a.province),
                  ].join(", ")}
                </p>
                <p className="text-xs text-stone-500">
                  {t("settings.proposedBy", { email: a.proposerEmail ?? t("settings.unknownProposer") })} ·{" "}
                  {f.adMoment(a.createdAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="success"
                  disabled={review.isPending}
                  onClick={() => void act(a.id, "approve")}
                >
                  {t("settings.approve")}
                </Button>
                <Button size="sm" variant="danger" disabled={review.isPending} onClick={() => void act(a.id, "reject")}>
                  {t("settings.reject")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
