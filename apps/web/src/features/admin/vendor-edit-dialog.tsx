import type { AdminVendorDetail } from "@bihe/shared";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { useTranslation } from "../../i18n/use-translation";
import { useAdminVendor } from "./api";
import { MediaTab, PackagesTab, PaymentTab, PricingTab } from "./edit-tabs-pricing";
import { AddressTab, BusinessTab, ContactsTab, ServiceAreasTab, SocialTab } from "./edit-tabs-profile";
import { useApplicationForm } from "./form-state";
import { TypedEditForm } from "./typed-edit-form";
import { EditDialogBody, useDialogSave } from "./vendor-edit-parts";

/** Spec 001 screen 20: the tabs of the vendor's type, Save Changes, Close, Approve / Reject, status badge, history. */
export function VendorEditDialog({ vendorId, onClose }: { vendorId: string | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const query = useAdminVendor(vendorId);
  return (
    <Dialog
      open={!!vendorId}
      onOpenChange={(open) => !open && onClose()}
      title={query.data?.vendor.companyName ?? t("dialog.title")}
      className="max-w-5xl!"
    >
      {query.isLoading || (query.isFetching && !query.data) ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" />
        </div>
      ) : query.isError || !query.data ? (
        <div className="space-y-4 py-8 text-center">
          <p role="alert" className="text-red-700">
            {t("dialog.loadFailed")}
          </p>
          <Button variant="secondary" onClick={onClose} className="whitespace-nowrap">
            {t("dialog.close")}
          </Button>
        </div>
      ) : query.data.vendor.vendorType === "wedding_cinematographer" ? (
        <EditForm key={query.data.vendor.id} detail={query.data} onClose={onClose} />
      ) : (
        // A banquet hall or a decorator: the fields of its own form.
        <TypedEditForm key={query.data.vendor.id} detail={query.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** A photographer: the wizard's nine steps as tabs. */
function EditForm({ detail, onClose }: { detail: AdminVendorDetail; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const form = useApplicationForm(detail.application);
  const { submit, saving } = useDialogSave(detail, form.setErrors);
  const tabs = {
    business: <BusinessTab form={form} />,
    address: <AddressTab form={form} />,
    contacts: <ContactsTab form={form} />,
    serviceAreas: <ServiceAreasTab form={form} />,
    pricing: <PricingTab form={form} />,
    packages: <PackagesTab form={form} />,
    payment: <PaymentTab form={form} />,
    media: <MediaTab form={form} portfolio={detail.portfolio} />,
    social: <SocialTab form={form} />,
  };

  return (
    <EditDialogBody
      detail={detail}
      tabs={Object.entries(tabs).map(([key, content]) => ({
        key,
        label: t(`dialog.tabs.${key as keyof typeof tabs}`),
        content,
      }))}
      onClose={onClose}
      onSave={() => void submit(form.value)}
      saving={saving}
    />
  );
}
