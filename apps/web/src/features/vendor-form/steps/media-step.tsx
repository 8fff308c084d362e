import { checkImageSize, type VendorApplication, type VendorUploadInfo } from "@bihe/shared";
import { ImagePlus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../../components/ui/button";
import { notify } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/api";
import { type UploadFileType, uploadImage, vendorFormApi } from "../api";
import { TextField } from "../fields";

export type PendingMedia = { card: File | null; banner: File | null; portfolio: File[] };
/** The same file picked twice is held once. */
const fileKey = (f: File) => `${f.name}-${f.size}-${f.lastModified}`;
export const noPendingMedia = (): PendingMedia => ({ card: null, banner: null, portfolio: [] });

type Props = {
  signupMode: boolean;
  uploads: VendorUploadInfo[];
  setUploads: (fn: (u: VendorUploadInfo[]) => VendorUploadInfo[]) => void;
  pending: PendingMedia;
  setPending: (fn: (p: PendingMedia) => PendingMedia) => void;
};

function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url ? <img src={url} alt={alt} className="h-full w-full object-cover" /> : null;
}

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

export function MediaStep({ signupMode, uploads, setUploads, pending, setPending }: Props) {
  const { t } = useTranslation("vendorForm");
  const { getValues, trigger } = useFormContext<VendorApplication>();
  const [progress, setProgress] = useState<Record<string, { name: string; percent: number }>>({});

  /** Size and type are checked here too, so a wrong file never travels. */
  const accept = (fileType: UploadFileType, file: File) => {
    const problem = !file.type.startsWith("image/") ? t("media.onlyImages") : checkImageSize(file.size);
    if (problem) notify.error(t(`media.uploadFailed.${fileType}`, { message: problem }));
    return !problem;
  };

  const upload = async (fileType: UploadFileType, file: File) => {
    const key = `${fileType}-${file.name}-${Date.now()}-${Math.random()}`;
    setProgress((p) => ({ ...p, [key]: { name: file.name, percent: 0 } }));
    try {
      const up = await uploadImage(fileType, file, (percent) =>
        setProgress((p) => ({ ...p, [key]: { name: file.name, percent } })),
      );
      setUploads((list) => [
        ...(fileType === "portfolio_image" ? list : list.filter((u) => u.fileType !== fileType)),
        up,
      ]);
      notify.success(fileType === "card_image" ? t("media.cardUploaded") : t("media.uploaded"));
    } catch (err) {
      notify.error(t(`media.uploadFailed.${fileType}`, { message: errorMessage(err, t("toast.failed")) }));
    } finally {
      setProgress(({ [key]: _, ...rest }) => rest);
    }
  };

  const pick = (fileType: UploadFileType, files: File[]) => {
    const ok = files.filter((f) => accept(fileType, f));
    if (ok.length === 0) return;
    if (signupMode) {
      setPending((p) =>
        fileType === "card_image"
          ? { ...p, card: ok[0] }
          : fileType === "banner_image"
            ? { ...p, banner: ok[0] }
            : {
                ...p,
                portfolio: [...p.portfolio, ...ok.filter((f) => !p.portfolio.some((x) => fileKey(x) === fileKey(f)))],
              },
      );
      return;
    }
    for (const f of fileType === "portfolio_image" ? ok : ok.slice(0, 1)) void upload(fileType, f);
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

  const single = (
    fileType: "card_image" | "banner_image",
    pendingFile: File | null,
    title: string,
    hint: string,
    wide: boolean,
  ) => {
    const current = uploads.find((u) => u.fileType === fileType);
    const has = pendingFile || current;
    return (
      <section className="space-y-3 rounded-xl border border-stone-200 p-4">
        <div>
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="text-xs text-stone-500">{hint}</p>
        </div>
        {has && (
          <div className={`overflow-hidden rounded-lg bg-stone-100 ${wide ? "aspect-[3/1]" : "aspect-[4/3] max-w-xs"}`}>
            {pendingFile ? (
              <FilePreview file={pendingFile} alt={title} />
            ) : (
              <img src={current?.cardUrl} alt={title} className="h-full w-full object-cover" />
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <PickButton
            id={`pick-${fileType}`}
            label={has ? t("media.replace") : t("media.choose")}
            onFiles={(f) => pick(fileType, f)}
          />
          {pendingFile && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                setPending((p) => (fileType === "card_image" ? { ...p, card: null } : { ...p, banner: null }))
              }
            >
              <Trash2 className="h-4 w-4" /> {t("media.remove")}
            </Button>
          )}
          {!pendingFile && current && (
            <Button variant="ghost" size="sm" onClick={() => void removeUpload(current)}>
              <Trash2 className="h-4 w-4" /> {t("media.remove")}
            </Button>
          )}
        </div>
      </section>
    );
  };

  const portfolio = uploads.filter((u) => u.fileType === "portfolio_image" || u.fileType === "top_photo");
  const uploading = Object.entries(progress);

  return (
    <div className="space-y-4">
      {signupMode && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("media.signupNotice")}</p>}
      {uploading.length > 0 && (
        <div className="space-y-2 rounded-xl border border-stone-200 p-3">
          {uploading.map(([key, p]) => (
            <Progress key={key} label={t("media.uploading", { name: p.name })} percent={p.percent} />
          ))}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {single("card_image", pending.card, t("media.card"), t("media.cardHint"), false)}
        {single("banner_image", pending.banner, t("media.banner"), t("media.bannerHint"), true)}
      </div>
      <section className="space-y-3 rounded-xl border border-stone-200 p-4">
        <div>
          <h3 className="font-semibold text-stone-900">{t("media.portfolio")}</h3>
          <p className="text-xs text-stone-500">{t("media.portfolioHint")}</p>
        </div>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t("media.portfolio")}>
          {portfolio.map((u) => (
            <li key={u.id} className="group relative aspect-square overflow-hidden rounded-lg bg-stone-100">
              <img src={u.thumbUrl} alt={u.fileName} className="h-full w-full object-cover" loading="lazy" />
              <button
                type="button"
                aria-label={`${t("media.remove")} ${u.fileName}`}
                onClick={() => void removeUpload(u)}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-stone-700 shadow"
              >
                <Trash2 className="h-4 w-4" />
              </button>
            </li>
          ))}
          {pending.portfolio.map((f, i) => (
            <li key={fileKey(f)} className="relative aspect-square overflow-hidden rounded-lg bg-stone-100">
              <FilePreview file={f} alt={f.name} />
              <button
                type="button"
                aria-label={`${t("media.remove")} ${f.name}`}
                onClick={() => setPending((p) => ({ ...p, portfolio: p.portfolio.filter((_, j) => j !== i) }))}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-stone-700 shadow"
              >
                <Trash2 className="h-4 w-4" />
              </button>
            </li>
          ))}
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

/** Signup mode: after the submit created the profile, the held files go up one by one. */
export async function uploadPendingMedia(
  pending: PendingMedia,
  onError: (fileType: UploadFileType, message: string) => void,
  onProgress: (label: string, percent: number) => void,
) {
  const queue: [UploadFileType, File][] = [
    ...(pending.card ? [["card_image", pending.card] as [UploadFileType, File]] : []),
    ...(pending.banner ? [["banner_image", pending.banner] as [UploadFileType, File]] : []),
    ...pending.portfolio.map((f) => ["portfolio_image", f] as [UploadFileType, File]),
  ];
  for (const [fileType, file] of queue) {
    try {
      await uploadImage(fileType, file, (p) => onProgress(file.name, p));
    } catch (err) {
      onError(fileType, errorMessage(err, "Upload failed"));
    }
  }
}
