import { checkImageSize, TOP_PHOTOS, type VendorApplication, type VendorUploadInfo } from "@bihe/shared";
import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2, X } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { Button, buttonClass } from "../../../components/ui/button";
import { notify } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { TextField } from "../fields";
import { type UploadFileType, uploadImage, mediaApi as vendorFormApi } from "../media-api";
import { mediaUploads, useMediaUploads } from "../media-uploads";

type Props = {
  signupMode: boolean;
  uploads: VendorUploadInfo[];
  setUploads: (fn: (u: VendorUploadInfo[]) => VendorUploadInfo[]) => void;
};

function Progress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-stone-600">
        <span className="truncate">{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function PickButton({
  id,
  label,
  multiple,
  onFiles,
}: {
  id: string;
  label: ReactNode;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label htmlFor={id} className={`${buttonClass("secondary", "sm")} cursor-pointer`}>
      <ImagePlus className="h-4 w-4" /> {label}
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="sr-only"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = "";
        }}
      />
    </label>
  );
}

const isPortfolio = (u: VendorUploadInfo) => u.fileType === "portfolio_image" || u.fileType === "top_photo";

/**
 * Step 9. Every picked picture goes up at once, so a reload keeps it (docs/decisions/0020): before the first submit as the
 * account's draft media, after it as the vendor's uploads, so a reload or a phone that drops the page
 * keeps them. A failed file stays listed, by name, until it is dismissed, and the submit refuses
 * while one is listed. Up to ten portfolio photos are starred and put in order for the public page.
 */
export function MediaStep({ signupMode, uploads, setUploads }: Props) {
  const { t } = useTranslation("vendorForm");
  const { t: tw } = useTranslation("wizard");
  const { getValues, trigger } = useFormContext<VendorApplication>();
  const inFlight = useMediaUploads();

  // The wizard's answer lists a vendor's uploads; before the first submit the drafts are read here.
  useEffect(() => {
    if (!signupMode) return;
    let live = true;
    vendorFormApi.listUploads().then(
      (res) => live && setUploads(() => res.uploads),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signupMode, setUploads]);

  /** Size and type are checked here too, so a wrong file never travels (and is reported by name). */
  const upload = async (fileType: UploadFileType, file: File) => {
    const key = mediaUploads.start(file.name);
    const problem = !file.type.startsWith("image/") ? t("media.onlyImages") : checkImageSize(file.size);
    if (problem) return mediaUploads.fail(key, problem);
    try {
      const up = await uploadImage(fileType, file, (percent) => mediaUploads.progress(key, percent));
      setUploads((list) => [
        ...(fileType === "portfolio_image" ? list : list.filter((u) => u.fileType !== fileType)),
        up,
      ]);
      mediaUploads.remove(key);
    } catch (err) {
      mediaUploads.fail(key, errorMessage(err, t("toast.failed")));
    }
  };

  const pick = (fileType: UploadFileType, files: File[]) => {
    for (const f of fileType === "portfolio_image" ? files : files.slice(0, 1)) void upload(fileType, f);
  };

  const removeUpload = async (u: VendorUploadInfo) => {
    try {
      await vendorFormApi.deleteUpload(u.id);
      setUploads((list) => list.filter((x) => x.id !== u.id));
    } catch (err) {
      notify.error(t("media.removeFailed"), errorMessage(err, ""));
    }
  };

  const saveDrive = async () => {
    if (!(await trigger("media.googleDriveLink"))) return;
    try {
      await vendorFormApi.saveDriveLink(getValues("media.googleDriveLink"));
      notify.success(t("media.driveSaved"));
    } catch (err) {
      notify.error(t("media.driveFailed"), errorMessage(err, ""));
    }
  };

  const portfolio = uploads.filter(isPortfolio);
  const top = portfolio.filter((u) => u.fileType === "top_photo");
  const rest = portfolio.filter((u) => u.fileType !== "top_photo");

  const saveOrder = async (ids: string[]) => {
    try {
      const res = await vendorFormApi.orderTopPhotos(ids);
      setUploads(() => res.uploads);
    } catch (err) {
      notify.error(tw("media.orderFailed"), errorMessage(err, ""));
    }
  };
  const topIds = top.map((u) => u.id);
  const toggleStar = (u: VendorUploadInfo) => {
    if (u.fileType === "top_photo") return void saveOrder(topIds.filter((id) => id !== u.id));
    if (topIds.length >= TOP_PHOTOS) return notify.error(tw("media.topFull", { count: TOP_PHOTOS }));
    void saveOrder([...topIds, u.id]);
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = [...topIds];
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    void saveOrder(ids);
  };

  const single = (fileType: "card_image" | "banner_image", title: string, hint: string, wide: boolean) => {
    const current = uploads.find((u) => u.fileType === fileType);
    return (
      <section className="space-y-3 rounded-xl border border-stone-200 p-4">
        <div>
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="text-xs text-stone-500">{hint}</p>
        </div>
        {current && (
          <div className={`overflow-hidden rounded-lg bg-stone-100 ${wide ? "aspect-[3/1]" : "aspect-[4/3] max-w-xs"}`}>
            <img src={current.cardUrl} alt={title} className="h-full w-full object-cover" />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <PickButton
            id={`pick-${fileType}`}
            label={current ? t("media.replace") : t("media.choose")}
            onFiles={(f) => pick(fileType, f)}
          />
          {current && (
            <Button variant="ghost" size="sm" onClick={() => void removeUpload(current)}>
              <Trash2 className="h-4 w-4" /> {t("media.remove")}
            </Button>
          )}
        </div>
      </section>
    );
  };

  const tile = (u: VendorUploadInfo, topIndex: number | null) => {
    const starred = topIndex != null;
    const iconButton = "rounded-full bg-white/90 p-1.5 text-stone-700 shadow disabled:opacity-40";
    return (
      <li key={u.id} className="relative aspect-square overflow-hidden rounded-lg bg-stone-100" data-testid="photo">
        <img src={u.thumbUrl} alt={u.fileName} className="h-full w-full object-cover" loading="lazy" />
        {starred && (
          <span className="absolute left-1 bottom-1 rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
            {topIndex + 1}
          </span>
        )}
        <div className="absolute inset-x-1 top-1 flex justify-between">
          <button
            type="button"
            aria-label={tw(starred ? "media.unstar" : "media.star", { name: u.fileName })}
            aria-pressed={starred}
            onClick={() => toggleStar(u)}
            className={cn(iconButton, starred && "text-amber-500")}
          >
            <Star className="h-4 w-4" fill={starred ? "currentColor" : "none"} />
          </button>
          <button
            type="button"
            aria-label={`${t("media.remove")} ${u.fileName}`}
            onClick={() => void removeUpload(u)}
            className={iconButton}
          >
            <Trash2 className="h-4 w-4" />
          </button>
        </div>
        {starred && (
          <div className="absolute right-1 bottom-1 flex gap-1">
            <button
              type="button"
              aria-label={tw("media.up", { name: u.fileName })}
              disabled={topIndex === 0}
              onClick={() => move(topIndex, -1)}
              className={iconButton}
            >
              <ArrowUp className="h-4 w-4" />
            </button>
            <button
              type="button"
              aria-label={tw("media.down", { name: u.fileName })}
              disabled={topIndex === top.length - 1}
              onClick={() => move(topIndex, 1)}
              className={iconButton}
            >
              <ArrowDown className="h-4 w-4" />
            </button>
          </div>
        )}
      </li>
    );
  };

  const busy = inFlight.filter((e) => !e.error);
  const failed = inFlight.filter((e) => e.error);

  return (
    <div className="space-y-4">
      {signupMode && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{tw("media.draftNotice")}</p>}
      {busy.length > 0 && (
        <div className="space-y-2 rounded-xl border border-stone-200 p-3">
          {busy.map((p) => (
            <Progress key={p.key} label={t("media.uploading", { name: p.name })} percent={p.percent} />
          ))}
        </div>
      )}
      {failed.length > 0 && (
        <ul className="space-y-2" aria-label={tw("media.blocked")}>
          {failed.map((f) => (
            <li
              key={f.key}
              role="alert"
              className="flex items-start justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <span>
                {tw("media.failed", { name: f.name, message: f.error })} {tw("media.retryHint")}
              </span>
              <button
                type="button"
                aria-label={`${t("media.remove")} ${f.name}`}
                onClick={() => mediaUploads.remove(f.key)}
                className="shrink-0 rounded p-1 hover:bg-red-100"
              >
                <X className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {single("card_image", t("media.card"), t("media.cardHint"), false)}
        {single("banner_image", t("media.banner"), t("media.bannerHint"), true)}
      </div>
      <section className="space-y-3 rounded-xl border border-stone-200 p-4">
        <div>
          <h3 className="font-semibold text-stone-900">{t("media.portfolio")}</h3>
          <p className="text-xs text-stone-500">{t("media.portfolioHint")}</p>
          <p className="mt-1 text-xs text-stone-600">{tw("media.topHint", { count: TOP_PHOTOS })}</p>
        </div>
        {top.length > 0 && (
          <>
            <h4 className="text-sm font-semibold text-brand-800">{tw("media.top")}</h4>
            <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={tw("media.top")}>
              {top.map((u, i) => tile(u, i))}
            </ol>
          </>
        )}
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t("media.portfolio")}>
          {rest.map((u) => tile(u, null))}
        </ul>
        <PickButton
          id="pick-portfolio"
          label={t("media.chooseMany")}
          multiple
          onFiles={(f) => pick("portfolio_image", f)}
        />
      </section>
      <section className="space-y-2 rounded-xl border border-stone-200 p-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            name="media.googleDriveLink"
            id="googleDriveLink"
            type="url"
            label={t("media.drive")}
            hint={t("media.driveHint")}
            placeholder="https://drive.google.com/..."
            className="flex-1"
          />
          {!signupMode && (
            <Button variant="secondary" onClick={() => void saveDrive()} className="sm:mb-6">
              {t("media.saveDrive")}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
