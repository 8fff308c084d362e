import { adToBsParam, BLOCK_NOTE_MAX, daysInRange } from "@bihe/shared";
import type { CalendarDay } from "@bihe/shared/vendor-calendar";
import { CalendarCheck, CalendarX } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useBlockDates, useUnblockDates } from "./api";
import type { Selection } from "./month-grid";

// Two equal buttons on a phone; a long Nepali label wraps inside its button rather than out of it.
const ACTION = "h-auto! min-h-10 flex-1 py-2 text-center leading-tight sm:flex-none";

/**
 * What the chosen date (or range) holds and the two actions on it: mark as booked (with an
 * optional private note) or mark as free. The second tap of "two taps".
 */
export function SelectionPanel({
  selection,
  days,
  capacity,
  onDone,
}: {
  selection: Selection | null;
  days: ReadonlyMap<string, CalendarDay>;
  capacity: number;
  onDone: () => void;
}) {
  const { t } = useTranslation("calendar");
  const f = useFormat();
  const [note, setNote] = useState("");
  const block = useBlockDates();
  const unblock = useUnblockDates();
  if (!selection) {
    return (
      <Card className="p-4 text-sm text-stone-600" data-testid="calendar-selection">
        {t("selection.none")}
      </Card>
    );
  }
  const single = selection.start === selection.end;
  const count = daysInRange(selection.start, selection.end);
  const chosenDays = [...days.values()].filter((d) => d.day >= selection.start && d.day <= selection.end);
  const anyBlocked = chosenDays.some((d) => d.blocked);
  const first = days.get(selection.start);
  const range = { from: adToBsParam(selection.start), ...(single ? {} : { to: adToBsParam(selection.end) }) };
  const busy = block.isPending || unblock.isPending;
  const failed = (err: unknown) => notify.error(t("selection.failed"), errorMessage(err, t("selection.failed")));

  const markBooked = () =>
    block.mutate(
      { ...range, note: note.trim() || undefined },
      {
        onSuccess: (r) => {
          notify.success(t("selection.blocked", { count: r.days }));
          setNote("");
          onDone();
        },
        onError: failed,
      },
    );
  const markFree = () =>
    unblock.mutate(range, {
      onSuccess: (r) => {
        notify.success(t("selection.unblocked", { count: r.days }));
        onDone();
      },
      onError: failed,
    });

  return (
    <Card className="space-y-3 p-4" data-testid="calendar-selection">
      <div className="relative pr-20">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={busy} className="absolute right-0 top-0">
          {t("selection.clear")}
        </Button>
        <p className="font-semibold text-stone-900">
          {single
            ? t("selection.one", { date: f.date(selection.start) })
            : t("selection.range", { from: f.date(selection.start), to: f.date(selection.end) })}
        </p>
        <p className="text-xs text-stone-500">
          {single
            ? f.adDate(selection.start)
            : `${f.adDate(selection.start)} – ${f.adDate(selection.end)} · ${t("selection.days", { count })}`}
        </p>
        {single && first && (
          <p className="mt-1 text-sm text-stone-700">
            {t(`states.${first.state}`)}
            {first.weddings > 0 ? ` · ${t("day.ofCapacity", { count: first.weddings, capacity })}` : ""}
            {first.blocked ? ` · ${t("day.blocked")}` : ""}
            {first.note ? ` · “${first.note}”` : ""}
          </p>
        )}
      </div>
      <Field label={t("selection.note")} htmlFor="block-note">
        <Input
          id="block-note"
          value={note}
          maxLength={BLOCK_NOTE_MAX}
          placeholder={t("selection.notePlaceholder")}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={markBooked} disabled={busy} className={ACTION}>
          <CalendarX className="h-4 w-4" />
          {t("selection.block")}
        </Button>
        <Button
          variant="secondary"
          onClick={markFree}
          disabled={busy || (chosenDays.length === count && !anyBlocked)}
          className={ACTION}
        >
          <CalendarCheck className="h-4 w-4" />
          {t("selection.unblock")}
        </Button>
      </div>
    </Card>
  );
}
