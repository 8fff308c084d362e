import { type AdminSaaitDay, SAAIT_NOTE_MAX, todayBs } from "@bihe/shared";
import { ChevronLeft, ChevronRight, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { Button } from "../../components/ui/button";
import { Card, Skeleton } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useSaaitWrites, useSaaitYear } from "./saait-api";

/**
 * /admin/saait: the year's auspicious wedding dates, one BS year at a time, added, edited (note) and
 * removed (docs/decisions/0034). Pickers and calendars mark them; the demo's list is shown as sample data.
 */
export function SaaitPage() {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const [year, setYear] = useState(() => todayBs().year);
  const list = useSaaitYear(year);
  const dates = list.data?.dates ?? [];
  const samples = dates.filter((d) => d.sample).length;

  return (
    <>
      <WorkspaceHeader title={t("saait.title")} />
      <div className="space-y-4 p-3 sm:p-4 md:p-6">
        <p className="max-w-3xl text-sm text-stone-600">{t("saait.intro")}</p>
        <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
          <AddSaaitCard />
          <Card className="overflow-hidden">
            <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
              <Button size="sm" variant="secondary" onClick={() => setYear(year - 1)} aria-label={t("saait.prevYear")}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              </Button>
              <h2 className="font-semibold" data-testid="saait-year">
                {t("saait.year", { year: f.digits(year) })}
              </h2>
              <Button size="sm" variant="secondary" onClick={() => setYear(year + 1)} aria-label={t("saait.nextYear")}>
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
            {samples > 0 && (
              <p
                className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                data-testid="saait-sample-note"
              >
                {t("saait.sampleNote", { count: samples })}
              </p>
            )}
            {list.isLoading ? (
              <div className="space-y-2 p-4">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            ) : list.isError ? (
              <p role="alert" className="p-4 text-red-700">
                {t("saait.loadFailed")}
              </p>
            ) : dates.length === 0 ? (
              <p className="p-6 text-center text-stone-600">{t("saait.empty", { year: f.digits(year) })}</p>
            ) : (
              <ul className="divide-y divide-stone-200" aria-label={t("saait.listLabel")} data-testid="saait-list">
                {dates.map((d) => (
                  <SaaitRow key={d.day} date={d} />
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}

function AddSaaitCard() {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const { add } = useSaaitWrites();
  const [day, setDay] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!day) return setError(t("saait.chooseDate"));
    add.mutate(
      { day, note: note.trim() || null },
      {
        onSuccess: () => {
          notify.success(t("saait.added", { date: f.date(day) }));
          setDay("");
          setNote("");
        },
        onError: (err) => setError(errorMessage(err, t("saait.saveFailed"))),
      },
    );
  };
  return (
    <Card className="p-4">
      <form onSubmit={submit} className="space-y-3" data-testid="saait-add">
        <h2 className="font-semibold">{t("saait.addTitle")}</h2>
        <NepaliDatePicker id="saait-day" label={t("saait.date")} value={day} onChange={setDay} />
        <Field label={t("saait.note")} htmlFor="saait-note" hint={t("saait.noteHint")}>
          <Input id="saait-note" value={note} maxLength={SAAIT_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
          {add.isPending ? t("saait.saving") : t("saait.add")}
        </Button>
      </form>
    </Card>
  );
}

function SaaitRow({ date }: { date: AdminSaaitDay }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const { edit, remove } = useSaaitWrites();
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const failed = (err: unknown) => notify.error(t("saait.saveFailed"), errorMessage(err, t("saait.saveFailed")));

  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="saait-row">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {f.date(date.day)}{" "}
          <span className="text-sm font-normal text-stone-500">
            ({f.weekday(date.day, "short")}, {f.adDate(date.day)})
          </span>
          {date.sample && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {t("saait.sample")}
            </span>
          )}
        </p>
        {note === null ? (
          date.note && <p className="text-sm text-stone-600">{date.note}</p>
        ) : (
          <form
            className="mt-1 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              edit.mutate(
                { day: date.day, note: note.trim() || null },
                { onSuccess: () => setNote(null), onError: failed },
              );
            }}
          >
            <Input
              aria-label={t("saait.note")}
              value={note}
              maxLength={SAAIT_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              autoFocus
            />
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {t("saait.save")}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setNote(null)}>
              {t("saait.cancel")}
            </Button>
          </form>
        )}
      </div>
      {note === null && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" onClick={() => setNote(date.note ?? "")}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t("saait.edit")}
          </Button>
          {confirming ? (
            <>
              <Button
                size="sm"
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(date.day, { onError: failed, onSettled: () => setConfirming(false) })}
              >
                {t("saait.confirmRemove")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                {t("saait.cancel")}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t("saait.remove")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
