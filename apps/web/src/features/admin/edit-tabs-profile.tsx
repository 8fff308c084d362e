import {
  emptyContact,
  MAP_EMBED_HEIGHT,
  MAX_CONTACTS,
  parseGoogleMapsEmbed,
  type VendorApplication,
} from "@bihe/shared";
import { Plus, Trash } from "lucide-react";
import { LocationPicker, type LocationValue } from "../../components/location/location-picker";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { NumberField, TextAreaField, TextField } from "./form-fields";
import type { ApplicationForm } from "./form-state";

type TabProps = { form: ApplicationForm };

export function BusinessTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} path="businessProfile.companyName" label={t("dialog.business.companyName")} />
      <TextField form={form} path="businessProfile.emailAddress" label={t("dialog.business.email")} type="email" />
      <NumberField form={form} path="businessProfile.companyAge" label={t("dialog.business.companyAge")} nullable />
      <TextField form={form} path="businessProfile.vatPanNumber" label={t("dialog.business.vatPan")} />
      <TextAreaField
        form={form}
        path="businessProfile.description"
        label={t("dialog.business.description")}
        className="sm:col-span-2"
        rows={5}
      />
    </div>
  );
}

const toPicker = (a: VendorApplication["businessAddress"]): LocationValue => ({
  provinceId: a.provinceId ?? undefined,
  districtId: a.districtId ?? undefined,
  municipalityId: a.municipalityId ?? undefined,
  ward: a.ward ?? undefined,
  areaId: a.areaId ?? undefined,
  areaName: a.areaName ?? undefined,
});

export function AddressTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const address = form.value.businessAddress;
  const embed = parseGoogleMapsEmbed(address.googleMapsIframe);
  const e = (k: string) => form.errors[`businessAddress.${k}`];
  return (
    <div className="space-y-4">
      <LocationPicker
        idPrefix="admin-address"
        value={toPicker(address)}
        errors={{
          provinceId: e("provinceId"),
          districtId: e("districtId"),
          municipalityId: e("municipalityId"),
          ward: e("ward"),
          areaName: e("areaName"),
        }}
        onChange={(v) =>
          form.setValue((prev) => ({
            ...prev,
            businessAddress: {
              ...prev.businessAddress,
              provinceId: v.provinceId ?? null,
              districtId: v.districtId ?? null,
              municipalityId: v.municipalityId ?? null,
              ward: v.ward ?? null,
              areaId: v.areaId != null && v.areaId > 0 ? v.areaId : null,
              areaName: v.areaName ?? "",
            },
          }))
        }
        className="grid gap-4 sm:grid-cols-2"
      />
      <TextField form={form} path="businessAddress.toleStreet" label={t("dialog.address.street")} />
      <TextAreaField form={form} path="businessAddress.googleMapsIframe" label={t("dialog.address.maps")} rows={3} />
      {embed && (
        <iframe
          title={t("dialog.address.preview")}
          src={embed}
          width="100%"
          height={MAP_EMBED_HEIGHT}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="rounded-lg border border-stone-200"
        />
      )}
    </div>
  );
}

export function ContactsTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const persons = form.value.contactDetails.contactPersons;
  const setPersons = (list: typeof persons) => form.set("contactDetails.contactPersons", list);
  return (
    <div className="space-y-4">
      {persons.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; a name is edited in place, so it cannot be the key
        <fieldset key={i} className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t("dialog.contacts.person", { n: i + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField form={form} path={`contactDetails.contactPersons.${i}.name`} label={t("dialog.contacts.name")} />
            <TextField
              form={form}
              path={`contactDetails.contactPersons.${i}.mobile`}
              label={t("dialog.contacts.mobile")}
              type="tel"
            />
            <TextField
              form={form}
              path={`contactDetails.contactPersons.${i}.whatsapp`}
              label={t("dialog.contacts.whatsapp")}
              type="tel"
            />
            <TextField
              form={form}
              path={`contactDetails.contactPersons.${i}.secondaryContact`}
              label={t("dialog.contacts.secondary")}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 text-red-700"
            onClick={() => setPersons(persons.filter((_, j) => j !== i))}
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
            {t("dialog.contacts.remove")}
          </Button>
        </fieldset>
      ))}
      {form.errors["contactDetails.contactPersons"] && (
        <p className="text-sm text-red-600">{form.errors["contactDetails.contactPersons"]}</p>
      )}
      {persons.length < MAX_CONTACTS && (
        <Button variant="secondary" size="sm" onClick={() => setPersons([...persons, emptyContact()])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("dialog.contacts.add")}
        </Button>
      )}
    </div>
  );
}

export function ServiceAreasTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const areas = form.value.serviceAreas.areas;
  const setAreas = (list: { provinceId: number | null; districtId: number | null }[]) =>
    form.set("serviceAreas.areas", list);
  return (
    <div className="space-y-3">
      {areas.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; a name is edited in place, so it cannot be the key
        <div key={i} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 sm:flex-row sm:items-end">
          <LocationPicker
            idPrefix={`admin-area-${i}`}
            levels={["province", "district"]}
            allowCustomArea={false}
            value={{ provinceId: a.provinceId ?? undefined, districtId: a.districtId ?? undefined }}
            onChange={(v) =>
              setAreas(
                areas.map((x, j) =>
                  j === i ? { provinceId: v.provinceId ?? null, districtId: v.districtId ?? null } : x,
                ),
              )
            }
            className="grid flex-1 gap-3 sm:grid-cols-2"
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={() => setAreas(areas.filter((_, j) => j !== i))}
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
            {t("dialog.areas.remove")}
          </Button>
        </div>
      ))}
      {form.errors["serviceAreas.areas"] && <p className="text-sm text-red-600">{form.errors["serviceAreas.areas"]}</p>}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setAreas([...areas, { provinceId: null, districtId: null }])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("dialog.areas.add")}
      </Button>
    </div>
  );
}

export function SocialTab({ form }: TabProps) {
  const { t } = useTranslation("admin");
  const keys = ["facebook", "instagram", "youtube", "tiktok", "website"] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {keys.map((k) => (
        <TextField
          key={k}
          form={form}
          path={`businessProfile.socialMediaLinks.${k}`}
          label={t(`dialog.social.${k}`)}
          type="url"
        />
      ))}
    </div>
  );
}
