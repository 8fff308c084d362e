import {
  type AdminTypedEdit,
  type AdminTypedPackage,
  type AdminVendorDetail,
  BANQUET_AMENITIES,
  DECORATION_SPECIALTIES,
  DECORATOR_EVENT_TYPES,
  type VendorApplication,
} from "@bihe/shared";
import type { ReactNode } from "react";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { useTranslation } from "../../i18n/use-translation";
import { MediaTab } from "./edit-tabs-pricing";
import { AddressTab, ContactsTab, ServiceAreasTab } from "./edit-tabs-profile";
import { NumberField, TextAreaField, TextField } from "./form-fields";
import { type ApplicationForm, type BoundForm, useEditForm } from "./form-state";
import { ChoiceGroup, PackageRows } from "./typed-edit-fields";

const PACKAGE_KEYS = { name: "packageName", price: "price", includes: "includes" };

import { EditDialogBody, useDialogSave } from "./vendor-edit-parts";

const SOCIAL = ["facebook", "instagram", "youtube", "tiktok", "website"] as const;

/**
 * A banquet hall's or a decorator's edit: every field of its own form, under the
 * labels the vendor saw, plus the links every vendor has; saved in one go with the version it loaded.
 */
export function TypedEditForm({ detail, onClose }: { detail: AdminVendorDetail; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const hall = detail.vendor.vendorType === "banquet_hall";
  const form = useEditForm<TypedDialogValue>({
    form: detail.typedForm ?? ({} as AdminTypedEdit["form"]),
    links: {
      socialMediaLinks: detail.application.businessProfile.socialMediaLinks,
      googleDriveLink: detail.application.media.googleDriveLink,
    },
    businessAddress: detail.application.businessAddress,
    contactDetails: detail.application.contactDetails,
    serviceAreas: detail.application.serviceAreas,
    packages: detail.typedPackages,
  });
  // The place, contacts and districts are the wizard's shapes: its tabs edit them here too.
  const wizardParts = form as unknown as ApplicationForm;
  const { submit, saving } = useDialogSave(detail, form.setErrors);
  const tabs = hall
    ? (["details", "packages", "facilities", "address", "contacts", "media", "social"] as const)
    : (["details", "packages", "specialties", "address", "contacts", "serviceAreas", "media", "social"] as const);
  // The media tab reads and edits the Drive link at `media.googleDriveLink` of the wizard's shape.
  const drive = form.value.links.googleDriveLink;
  const mediaForm = {
    value: { media: { googleDriveLink: drive } },
    get: (p: string) => (p === "media.googleDriveLink" ? drive : undefined),
    set: (p: string, v: unknown) => p === "media.googleDriveLink" && form.set("links.googleDriveLink", v),
    errors: { "media.googleDriveLink": form.errors["links.googleDriveLink"] },
  } as unknown as ApplicationForm;
  const content: Record<(typeof tabs)[number], ReactNode> = {
    details: hall ? <HallDetails form={form} /> : <DecoratorDetails form={form} />,
    packages: (
      <PackageRows
        form={form}
        path="packages"
        keys={hall ? { name: "packageName", capacity: "capacity", price: "price", includes: "includes" } : PACKAGE_KEYS}
        priceLabel={t(hall ? "typedDialog.pricePerPlate" : "typedDialog.price")}
        blank={{ packageName: "", capacity: null, price: 0, includes: "" }}
      />
    ),
    facilities: <HallFacilities form={form} />,
    specialties: <DecoratorChoices form={form} />,
    address: (
      <div className="space-y-5">
        <TypedAddress form={form} hall={hall} />
        <AddressTab form={wizardParts} />
      </div>
    ),
    contacts: <ContactsTab form={wizardParts} />,
    serviceAreas: <ServiceAreasTab form={wizardParts} />,
    media: <MediaTab form={mediaForm} portfolio={detail.portfolio} />,
    social: (
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL.map((k) => (
          <TextField
            key={k}
            form={form}
            path={`links.socialMediaLinks.${k}`}
            label={t(`dialog.social.${k}`)}
            type="url"
          />
        ))}
      </div>
    ),
  };

  return (
    <EditDialogBody
      detail={detail}
      tabs={tabs.map((key) => ({ key, label: t(`typedDialog.tabs.${key}`), content: content[key] }))}
      onClose={onClose}
      onSave={() => void submit(typedEditBody(form.value, hall))}
      saving={saving}
    />
  );
}

type TypedDialogValue = AdminTypedEdit &
  Pick<VendorApplication, "businessAddress" | "contactDetails" | "serviceAreas"> & { packages: AdminTypedPackage[] };

/**
 * What the save sends: the form and links always; the place, contacts and districts only once
 * they hold something (a hall registered before they existed can still be edited without them).
 */
function typedEditBody(v: TypedDialogValue, hall: boolean): AdminTypedEdit {
  const a = v.businessAddress;
  const person = v.contactDetails.contactPersons[0];
  // A hall's form carries its first package's guests and price: they follow the Packages tab.
  const first = v.packages[0];
  const form = hall && first ? { ...v.form, capacity: first.capacity ?? 0, pricePerPlate: first.price } : v.form;
  return {
    form,
    links: v.links,
    ...(v.packages.length ? { packages: v.packages } : {}),
    ...(a.provinceId != null || a.districtId != null || a.municipalityId != null ? { businessAddress: a } : {}),
    ...(person?.name || person?.mobile ? { contactDetails: v.contactDetails } : {}),
    ...(!hall && v.serviceAreas.areas.length ? { serviceAreas: v.serviceAreas } : {}),
  };
}

type Props = { form: BoundForm };

function HallDetails({ form }: Props) {
  const { t } = useTranslation("banquetDecorator");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} path="form.name" label={t("banquet.name")} />
      <TextField form={form} path="form.email" label={t("banquet.email")} type="email" />
      <TextField form={form} path="form.phone" label={t("banquet.phone")} type="tel" />
      <TextAreaField
        form={form}
        path="form.description"
        label={t("banquet.description")}
        rows={5}
        className="sm:col-span-2"
      />
    </div>
  );
}

function DecoratorDetails({ form }: Props) {
  const { t } = useTranslation("banquetDecorator");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} path="form.businessName" label={t("decorator.businessName")} />
      <TextField form={form} path="form.email" label={t("decorator.email")} type="email" />
      <TextAreaField
        form={form}
        path="form.description"
        label={t("decorator.description")}
        rows={5}
        className="sm:col-span-2"
      />
    </div>
  );
}

function HallFacilities({ form }: Props) {
  const { t } = useTranslation("banquetDecorator");
  const labels = useTypeLabels();
  const parking = ((form.get("form.amenities") as string[] | undefined) ?? []).includes("Parking");
  return (
    <div className="space-y-4">
      <ChoiceGroup
        form={form}
        path="form.amenities"
        legend={t("banquet.facilities")}
        options={BANQUET_AMENITIES}
        labelOf={labels.facility}
      />
      {parking && (
        <NumberField form={form} path="form.parkingSpaces" label={t("banquet.parkingSpaces")} className="max-w-xs" />
      )}
    </div>
  );
}

function DecoratorChoices({ form }: Props) {
  const { t } = useTranslation("banquetDecorator");
  const labels = useTypeLabels();
  return (
    <div className="space-y-5">
      <ChoiceGroup
        form={form}
        path="form.specialties"
        legend={t("decorator.specialties")}
        options={DECORATION_SPECIALTIES}
        labelOf={labels.specialty}
      />
      <ChoiceGroup
        form={form}
        path="form.eventTypes"
        legend={t("decorator.eventTypes")}
        options={DECORATOR_EVENT_TYPES}
        labelOf={labels.event}
      />
    </div>
  );
}

function TypedAddress({ form, hall }: Props & { hall: boolean }) {
  const { t } = useTranslation("banquetDecorator");
  const k = hall ? "banquet" : "decorator";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} path="form.address" label={t(`${k}.address`)} className="sm:col-span-2" />
      <TextField form={form} path="form.city" label={t(`${k}.city`)} />
    </div>
  );
}
