import { isAdvanceOverTotal, type LeadDetail, type LeadPackage, type LeadUpdate } from "@bihe/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { Row, Section } from "./detail-parts";

type Update = UseMutationResult<LeadDetail, Error, LeadUpdate>;

const toInt = (v: string) => (v.trim() === "" ? 0 : Math.max(0, Math.round(Number(v)) || 0));

function useSave(update: Update, done: () => void) {
  const { t } = useTranslation("leads");
  return (patch: LeadUpdate) =>
    update.mutate(patch, {
      onSuccess: () => {
        notify.success(t("detail.saved"));
        done();
      },
      onError: (err) => notify.error(t("detail.saveFailed"), errorMessage(err, t("detail.saveFailed"))),
    });
}

function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("leads");
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <Pencil className="h-4 w-4" />
      {t("detail.edit")}
    </Button>
  );
}

function SaveBar({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation("leads");
  return (
    <div className="mt-3 flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t("detail.cancel")}
      </Button>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? t("detail.saving") : t("detail.save")}
      </Button>
    </div>
  );
}

/** Total and advance; the remaining amount is derived (never negative). */
export function FinancialsEditor({
  lead,
  update,
  children,
}: {
  lead: LeadDetail;
  update: Update;
  children: ReactNode;
}) {
  const { t } = useTranslation("leads");
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const [total, setTotal] = useState("");
  const [advance, setAdvance] = useState("");
  const save = useSave(update, () => setEditing(false));
  const start = () => {
    setTotal(String(lead.totalAmount));
    setAdvance(String(lead.advanceAmount));
    setEditing(true);
  };
  const advanceTooLarge = isAdvanceOverTotal(toInt(total), toInt(advance));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (advanceTooLarge) return;
    save({ totalAmount: toInt(total), advanceAmount: toInt(advance) });
  };
  return (
    <Section title={t("detail.financials")} action={!editing && <EditButton onClick={start} />}>
      {editing ? (
        <form onSubmit={submit}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Field label={t("detail.total")} htmlFor="fin-total">
              <Input
                id="fin-total"
                type="number"
                min={0}
                step={500}
                value={total}
                onChange={(e) => setTotal(e.target.value)}
              />
            </Field>
            <Field
              label={t("detail.advance")}
              htmlFor="fin-advance"
              error={advanceTooLarge ? t("detail.advanceOverTotal") : undefined}
            >
              <Input
                id="fin-advance"
                type="number"
                min={0}
                step={500}
                value={advance}
                onChange={(e) => setAdvance(e.target.value)}
              />
            </Field>
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-stone-700">{t("detail.remaining")}</p>
              <p className="flex h-10 items-center font-semibold">
                {f.money(Math.max(toInt(total) - toInt(advance), 0))}
              </p>
            </div>
          </div>
          <SaveBar busy={update.isPending} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        children
      )}
    </Section>
  );
}

const COUNT_KEYS = [
  "numberOfAlbums",
  "frames",
  "fullVideos",
  "cinematicHighlights",
  "instagramReels",
  "pendrive",
] as const;
const LABEL = {
  numberOfAlbums: "albums",
  frames: "frames",
  fullVideos: "fullVideos",
  cinematicHighlights: "highlights",
  instagramReels: "reels",
  pendrive: "pendrive",
} as const satisfies Record<(typeof COUNT_KEYS)[number], string>;
const EMPTY: LeadPackage = {
  numberOfAlbums: 0,
  frames: 0,
  fullVideos: 0,
  cinematicHighlights: 0,
  instagramReels: 0,
  pendrive: 0,
  allEditedPictures: false,
  packagePrice: 0,
};

/** Package details: deliverable counts, all edited pictures, package price. */
export function PackageEditor({ lead, update }: { lead: LeadDetail; update: Update }) {
  const { t } = useTranslation("leads");
  const f = useFormat();
  const [draft, setDraft] = useState<LeadPackage | null>(null);
  const save = useSave(update, () => setDraft(null));
  const pkg = lead.package;
  return (
    <Section
      title={t("detail.package")}
      action={!draft && <EditButton onClick={() => setDraft({ ...(pkg ?? EMPTY) })} />}
    >
      {draft ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save({ package: draft });
          }}
        >
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {COUNT_KEYS.map((k) => (
              <Field key={k} label={t(`detail.${LABEL[k]}`)} htmlFor={`pkg-${k}`}>
                <Input
                  id={`pkg-${k}`}
                  type="number"
                  min={0}
                  value={draft[k]}
                  onChange={(e) => setDraft({ ...draft, [k]: toInt(e.target.value) })}
                />
              </Field>
            ))}
            <Field label={t("detail.packagePrice")} htmlFor="pkg-price">
              <Input
                id="pkg-price"
                type="number"
                min={0}
                step={1000}
                value={draft.packagePrice}
                onChange={(e) => setDraft({ ...draft, packagePrice: toInt(e.target.value) })}
              />
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={draft.allEditedPictures}
                onChange={(e) => setDraft({ ...draft, allEditedPictures: e.target.checked })}
              />
              {t("detail.allEdited")}
            </label>
          </div>
          <SaveBar busy={update.isPending} onCancel={() => setDraft(null)} />
        </form>
      ) : pkg ? (
        <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {COUNT_KEYS.map((k) => (
            <Row key={k} label={t(`detail.${LABEL[k]}`)}>
              {String(pkg[k])}
            </Row>
          ))}
          <Row label={t("detail.allEdited")}>{pkg.allEditedPictures ? t("detail.yes") : t("detail.no")}</Row>
          <Row label={t("detail.packagePrice")}>{f.money(pkg.packagePrice)}</Row>
        </dl>
      ) : (
        <p className="text-sm text-stone-600">{t("detail.noPackage")}</p>
      )}
    </Section>
  );
}
