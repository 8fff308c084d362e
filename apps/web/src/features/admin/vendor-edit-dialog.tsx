import type { AdminVendorDetail } from "@bihe/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTranslation } from "../../i18n/use-translation";
import { useAdminVendor } from "./api";
import { MediaTab, PackagesTab, PaymentTab, PricingTab } from "./edit-tabs-pricing";
import { AddressTab, BusinessTab, ContactsTab, ServiceAreasTab, SocialTab } from "./edit-tabs-profile";
import { useApplicationForm } from "./form-state";
import { TypedEditForm } from "./typed-edit-form";
import { DialogFooter, DialogStatusLine, History, useDialogSave } from "./vendor-edit-parts";

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
  const [tab, setTab] = useState("business");
  const tabs = [
    "business",
    "address",
    "contacts",
    "serviceAreas",
    "pricing",
    "packages",
    "payment",
    "media",
    "social",
  ] as const;

  return (
    <div className="space-y-4">
      <DialogStatusLine detail={detail} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {tabs.map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`dialog.tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="business">
          <BusinessTab form={form} />
        </TabsContent>
        <TabsContent value="address">
          <AddressTab form={form} />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab form={form} />
        </TabsContent>
        <TabsContent value="serviceAreas">
          <ServiceAreasTab form={form} />
        </TabsContent>
        <TabsContent value="pricing">
          <PricingTab form={form} />
        </TabsContent>
        <TabsContent value="packages">
          <PackagesTab form={form} />
        </TabsContent>
        <TabsContent value="payment">
          <PaymentTab form={form} />
        </TabsContent>
        <TabsContent value="media">
          <MediaTab form={form} portfolio={detail.portfolio} />
        </TabsContent>
        <TabsContent value="social">
          <SocialTab form={form} />
        </TabsContent>
      </Tabs>
      <History entries={detail.audit} />
      <DialogFooter detail={detail} onClose={onClose} onSave={() => void submit(form.value)} saving={saving} />
    </div>
  );
}
