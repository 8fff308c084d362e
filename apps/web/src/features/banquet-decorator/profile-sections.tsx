import type { VendorUploadInfo } from "@bihe/shared";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/input";
import { mediaApi as vendorFormApi } from "../../components/vendor-profile/media-api";
import { BusinessAddressStep } from "../../components/vendor-profile/steps/business-address-step";
import { ContactDetailsStep } from "../../components/vendor-profile/steps/contact-details-step";
import { MediaStep } from "../../components/vendor-profile/steps/media-step";
import { ServiceAreasStep } from "../../components/vendor-profile/steps/service-areas-step";
import { Localized } from "../../i18n/localized";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The parts of a hall's or decorator's form that a public page needs, the photographer
 * wizard's own step components (the form uses the wizard's field paths: businessAddress,
 * contactDetails, serviceAreas), so each rule and widget exists once.
 */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-stone-200 pt-5">
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        {hint && <p className="text-sm text-stone-600">{hint}</p>}
      </header>
      {children}
    </section>
  );
}

export function PlaceSection() {
  const { t } = useTranslation("banquetDecorator");
  return (
    <FormSection title={t("sections.place")} hint={t("sections.placeHint")}>
      <BusinessAddressStep />
    </FormSection>
  );
}

export function ContactsSection() {
  const { t } = useTranslation("banquetDecorator");
  return (
    <FormSection title={t("sections.contacts")} hint={t("sections.contactsHint")}>
      <ContactDetailsStep />
    </FormSection>
  );
}

export function ServiceAreasSection() {
  const { t } = useTranslation("banquetDecorator");
  return (
    <FormSection title={t("sections.serviceAreas")} hint={t("sections.serviceAreasHint")}>
      <ServiceAreasStep />
    </FormSection>
  );
}

/** Photos through the wizard's pipeline: drafts before the first submit, the vendor's uploads after it. */
export function PhotosSection({ signupMode }: { signupMode: boolean }) {
  const { t } = useTranslation("banquetDecorator");
  const [uploads, setUploadsState] = useState<VendorUploadInfo[]>([]);
  const setUploads = useCallback(
    (fn: (u: VendorUploadInfo[]) => VendorUploadInfo[]) => setUploadsState((list) => fn(list)),
    [],
  );
  // After the first submit the uploads are the vendor's own (the wizard reads them from its answer).
  useEffect(() => {
    if (signupMode) return;
    let live = true;
    vendorFormApi.listUploads().then(
      (res) => live && setUploadsState(res.uploads),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signupMode]);
  return (
    <FormSection title={t("sections.photos")} hint={t("sections.photosHint")}>
      <MediaStep signupMode={signupMode} uploads={uploads} setUploads={setUploads} />
    </FormSection>
  );
}

type PackageRow = { packageName: string; capacity?: unknown; price: unknown; includes: string };
const BLANK: PackageRow = { packageName: "", price: "", includes: "" };

/**
 * A hall's packages after the Standard Package (name, guests, price per plate, includes) or a
 * decorator's packages (name, price, includes; at least one: the lowest price is the listing price).
 */
export function PackagesSection({ kind }: { kind: "hall" | "decorator" }) {
  const { t } = useTranslation("banquetDecorator");
  const { control, register, getFieldState, formState } = useFormContext<{ packages: PackageRow[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: "packages" });
  const err = (path: string) =>
    (getFieldState(path as never, formState).error as { message?: string } | undefined)?.message;
  const listError = (formState.errors as Record<string, { message?: string } | undefined>).packages?.message;
  return (
    <FormSection
      title={t(kind === "hall" ? "sections.hallPackages" : "sections.packages")}
      hint={t(kind === "hall" ? "sections.hallPackagesHint" : "sections.packagesHint")}
    >
      {fields.map((f, i) => (
        <fieldset key={f.id} className="space-y-3 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("packages.number", { n: i + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t("packages.name")} htmlFor={`package-${i}-name`} error={err(`packages.${i}.packageName`)}>
              <Input id={`package-${i}-name`} {...register(`packages.${i}.packageName`)} />
            </Field>
            <Field
              label={t(kind === "hall" ? "packages.pricePerPlate" : "packages.price")}
              htmlFor={`package-${i}-price`}
              error={err(`packages.${i}.price`)}
            >
              <Input
                id={`package-${i}-price`}
                type="number"
                inputMode="numeric"
                min={0}
                {...register(`packages.${i}.price`)}
              />
            </Field>
            {kind === "hall" && (
              <Field
                label={t("packages.capacity")}
                htmlFor={`package-${i}-capacity`}
                error={err(`packages.${i}.capacity`)}
              >
                <Input
                  id={`package-${i}-capacity`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  {...register(`packages.${i}.capacity`)}
                />
              </Field>
            )}
          </div>
          <Field label={t("packages.includes")} htmlFor={`package-${i}-includes`} error={err(`packages.${i}.includes`)}>
            <Textarea id={`package-${i}-includes`} rows={2} {...register(`packages.${i}.includes`)} />
          </Field>
          <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)}>
            <Trash2 className="h-4 w-4" /> {t("packages.remove", { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          <Localized message={listError} />
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => append(kind === "hall" ? { ...BLANK, capacity: "" } : BLANK)}
      >
        <Plus className="h-4 w-4" /> {t("packages.add")}
      </Button>
    </FormSection>
  );
}
