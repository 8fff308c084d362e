import type { ClientFormInput } from "@bihe/shared";
import { CheckCircle2, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { useClientFormVendor, useCreateLead } from "./api";
import { LeadForm } from "./lead-form";

/** Creates the lead; shows the spec's toasts. Returns the new id, or null on failure. */
function useSubmitLead(vendorId: string | null) {
  const { t } = useTranslation("leads");
  const create = useCreateLead(vendorId);
  const submit = async (input: ClientFormInput) => {
    try {
      const { id } = await create.mutateAsync(input);
      notify.success(t("form.success"));
      return id;
    } catch (err) {
      notify.error(t("form.failed"), errorMessage(err, t("form.failed")));
      return null;
    }
  };
  return { submit, pending: create.isPending };
}

function Shell({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-4 sm:py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
      <Card className="mt-5 p-4 sm:p-6">{children}</Card>
    </div>
  );
}

/** /client-form/:vendorId — public, no login: a client sends their details to a vendor. */
export function PublicClientFormPage() {
  const { t } = useTranslation("leads");
  const { vendorId } = useParams();
  const vendor = useClientFormVendor(vendorId);
  const { submit, pending } = useSubmitLead(vendorId ?? null);
  const [done, setDone] = useState(false);
  const [round, setRound] = useState(0);

  if (vendor.isLoading) return <PageSpinner />;
  if (!vendor.data) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <SearchX className="h-12 w-12 text-stone-400" />
        <h1 className="mt-4 text-2xl font-semibold">{t("form.vendorNotFound")}</h1>
        <p className="mt-2 text-stone-600">{t("form.vendorNotFoundHint")}</p>
        <Link to="/" className={`${buttonClass("primary")} mt-6`}>
          {t("form.home")}
        </Link>
      </div>
    );
  }
  const name = vendor.data.companyName;
  if (done) {
    return (
      <Shell title={t("form.title")}>
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 className="h-12 w-12 text-emerald-600" />
          <h2 className="text-xl font-semibold">{t("form.thanksTitle")}</h2>
          <p className="text-stone-600">{t("form.thanks", { vendor: name })}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(false);
              setRound((r) => r + 1);
            }}
          >
            {t("form.another")}
          </Button>
        </div>
      </Shell>
    );
  }
  return (
    <Shell title={t("form.title")} subtitle={t("form.subtitleFor", { vendor: name })}>
      <LeadForm
        key={round}
        submitting={pending}
        crew={vendor.data.vendorType === "wedding_cinematographer"}
        onSubmit={async (input) => void ((await submit(input)) && setDone(true))}
      />
    </Shell>
  );
}

/** /client-form — the signed-in vendor fills the form for a client; /photographer-leads/add-client inside the leads layout. */
export function OwnClientFormPage({ inLeadsLayout = false }: { inLeadsLayout?: boolean }) {
  const { t } = useTranslation("leads");
  const { data: me } = useMe();
  const navigate = useNavigate();
  const { submit, pending } = useSubmitLead(null);
  const title = inLeadsLayout ? t("form.addClientTitle") : t("form.title");
  if (!me?.vendor)
    return (
      <Shell title={title}>
        <p className="text-red-700">{t("form.noVendor")}</p>
      </Shell>
    );
  return (
    <Shell title={title} subtitle={me.vendor.companyName}>
      <LeadForm
        submitting={pending}
        crew={me.vendor.vendorType === "wedding_cinematographer"}
        onSubmit={async (input) => {
          const id = await submit(input);
          if (id) navigate(`/photographer-leads/queue?leadId=${id}`);
        }}
      />
    </Shell>
  );
}
