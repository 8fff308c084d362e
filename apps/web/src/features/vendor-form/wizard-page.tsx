import {
  APPLICATION_CHANGED_MESSAGE,
  eventPricingMessages,
  firstInvalidStep,
  stepOfField,
  type VendorApplication,
  type VendorApplicationResponse,
  vendorApplicationSchema,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
} from "@bihe/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Check, CloudOff, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useRevalidateShownErrors } from "../../components/vendor-profile/fields";
import { mediaUploads } from "../../components/vendor-profile/media-uploads";
import { BusinessAddressStep } from "../../components/vendor-profile/steps/business-address-step";
import { ContactDetailsStep } from "../../components/vendor-profile/steps/contact-details-step";
import { MediaStep } from "../../components/vendor-profile/steps/media-step";
import { ServiceAreasStep } from "../../components/vendor-profile/steps/service-areas-step";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { ME_KEY } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { statusKey, useApplication, vendorFormApi } from "./api";
import { FixList } from "./fix-list";
import { StaleDraftBanner } from "./stale-draft-banner";
import { StepReason } from "./step-reason";
import { AddOnPricingStep } from "./steps/add-on-pricing-step";
import { BusinessProfileStep } from "./steps/business-profile-step";
import { ComboPackagesStep } from "./steps/combo-packages-step";
import { EventPricingStep } from "./steps/event-pricing-step";
import { PaymentTermsStep } from "./steps/payment-terms-step";
import { useAutosave } from "./use-autosave";

/** /vendor-form and /vendor-form/:vendorType (spec 001 screen 1). */
export default function WizardPage() {
  const { t } = useTranslation("vendorForm");
  const { data, isLoading, isError, refetch, dataUpdatedAt } = useApplication();
  if (isLoading) return <PageSpinner />;
  if (isError || !data) {
    return (
      <div className="mx-auto max-w-md p-6">
        <Card className="space-y-4 p-6 text-center">
          <p role="alert">{t("loadFailed")}</p>
          <Button onClick={() => void refetch()}>{t("retry")}</Button>
        </Card>
      </div>
    );
  }
  // A new answer (after a stale draft is discarded) starts a fresh form from it.
  return <Wizard key={dataUpdatedAt} initial={data} reload={() => void refetch()} />;
}

/** ?step=eventPricing (from a reason on the status page) opens that step. */
function stepFromUrl(): number {
  const key = new URLSearchParams(window.location.search).get("step");
  return WIZARD_STEPS.findIndex((s) => s.key === key);
}

function Wizard({ initial, reload }: { initial: VendorApplicationResponse; reload: () => void }) {
  const { t } = useTranslation("vendorForm");
  const { t: ct } = useTranslation("changes");
  const { t: tw } = useTranslation("wizard");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useForm<VendorApplication>({
    resolver: zodResolver(vendorApplicationSchema) as never,
    defaultValues: initial.application,
    // Validated on Next: no message appears on blur to move the button mid-tap.
    mode: "onSubmit",
  });
  useRevalidateShownErrors(form);
  const [step, setStep] = useState(() => {
    const linked = stepFromUrl();
    return linked >= 0 ? linked : Math.min(Math.max(initial.step, 0), WIZARD_STEP_COUNT - 1);
  });
  const [uploads, setUploads] = useState(initial.uploads);
  const [submitting, setSubmitting] = useState(false);
  const autosave = useAutosave(form, step, initial.version);
  const signupMode = !initial.vendor;
  const current = WIZARD_STEPS[step];

  const go = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  // On a phone the step chips scroll sideways: keep the current one in view.
  const stepsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = stepsRef.current;
    const chip = nav?.querySelectorAll("li")[step];
    if (!nav || !chip) return;
    const offset = chip.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += offset - (nav.clientWidth - chip.clientWidth) / 2;
  }, [step]);

  const next = async () => {
    if (await form.trigger(current.key)) return go(step + 1);
    if (current.key === "eventPricing") {
      notify.error(t("toast.eventPricingTitle"), eventPricingMessages(form.getValues("eventPricing")).join("\n"));
    } else {
      notify.error(t("toast.validationTitle"), t("toast.fixBeforeProceeding"));
    }
  };

  const onInvalid = () => {
    const first = firstInvalidStep(form.getValues());
    if (first >= 0) go(first);
    notify.error(t("toast.validationTitle"), t("toast.fixForm"));
  };

  /** The server's field messages on their fields, and the first one's step opened, so the vendor sees what to fix. */
  const showServerIssues = (fields: Record<string, string> | undefined) => {
    const entries = Object.entries(fields ?? {}).filter(([path]) => stepOfField(path) >= 0);
    if (entries.length === 0) return onInvalid();
    for (const [path, message] of entries) form.setError(path as never, { type: "server", message });
    go(Math.min(...entries.map(([path]) => stepOfField(path))));
  };

  /** Pictures go up as they are picked (docs/decisions/0020): no 'Success!' while one failed or is on its way. */
  const uploadsUnfinished = () => {
    const unfinished = mediaUploads.blocking();
    if (unfinished.length === 0) return false;
    go(WIZARD_STEP_COUNT - 1);
    notify.error(tw("media.blocked"), tw("media.blockedBody", { names: unfinished.join(", ") }));
    return true;
  };

  const onValid = async (values: VendorApplication) => {
    if (uploadsUnfinished()) return;
    setSubmitting(true);
    await autosave.stop();
    try {
      const result = await vendorFormApi.submit(values, initial.version);
      // An approved vendor's update waits as a change request: their profile stays live (docs/decisions/0015).
      if (result.status === "approved") notify.success(ct("vendor.updateSubmittedTitle"), ct("vendor.updateSubmitted"));
      else notify.success(t("toast.successTitle"), t("toast.success"));
      await Promise.all([qc.invalidateQueries({ queryKey: ME_KEY }), qc.invalidateQueries({ queryKey: statusKey })]);
      navigate("/vendor-form-status");
    } catch (err) {
      // Someone else (an admin) saved a newer version since this form loaded: say so in the reader's
      // language and keep what was typed. The draft is saved as it is now and the wizard reloads it,
      // flagged stale, with the choice to compare it with the latest version, keep it or discard it.
      const changed =
        err instanceof ApiRequestError && err.status === 409 && err.message === APPLICATION_CHANGED_MESSAGE;
      if (changed) {
        await vendorFormApi.saveDraft(step, values, initial.version).catch(() => undefined);
        reload();
      } else autosave.resume();
      notify.error(
        t("toast.failedTitle"),
        changed
          ? t("toast.changedElsewhere")
          : err instanceof ApiRequestError && err.message
            ? err.message
            : t("toast.failed"),
      );
      if (err instanceof ApiRequestError && err.status === 400) showServerIssues(err.fields);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormProvider {...form}>
      <div className="mx-auto max-w-5xl px-4 py-6 md:py-10">
        <header className="mb-6 space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t("title")}</h1>
          <p className="text-sm text-stone-600">{t("subtitle")}</p>
        </header>

        {initial.vendor && <FixList onGo={go} />}
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-medium text-stone-700">
            {t("stepOf", { step: step + 1, total: WIZARD_STEP_COUNT })}
          </span>
          <SaveIndicator state={autosave.state} />
        </div>
        <div
          className="mb-4 h-2 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label={t("title")}
          aria-valuenow={Math.round(((step + 1) / WIZARD_STEP_COUNT) * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className="h-full bg-brand-700 transition-[width]"
            style={{ width: `${((step + 1) / WIZARD_STEP_COUNT) * 100}%` }}
          />
        </div>
        <nav ref={stepsRef} aria-label={t("stepsLabel")} className="-mx-4 mb-6 overflow-x-auto px-4">
          <ol className="flex min-w-max gap-2">
            {WIZARD_STEPS.map((s, i) => (
              <li key={s.key}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-current={i === step ? "step" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                    i === step
                      ? "border-brand-700 bg-brand-700 text-white"
                      : form.formState.errors[s.key]
                        ? "border-red-300 bg-red-50 text-red-700"
                        : "border-stone-300 bg-white text-stone-700 hover:bg-stone-100",
                  )}
                >
                  <span
                    className={cn(
                      "flex h-5 w-5 items-center justify-center rounded-full text-xs",
                      i === step ? "bg-white/20" : "bg-stone-100",
                    )}
                  >
                    {i + 1}
                  </span>
                  {t(`steps.${s.key}`)}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        {initial.draftStale && (
          <StaleDraftBanner
            changes={initial.staleChanges ?? []}
            vendorType={initial.vendorType}
            stopAutosave={autosave.stop}
            resumeAutosave={autosave.resume}
            keepDraft={() => vendorFormApi.keepDraft(step, form.getValues(), initial.savedVersion)}
            onDone={reload}
          />
        )}
        {initial.vendor?.status === "approved" && (
          <p className="mb-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="live-note">
            {ct("vendor.liveOnline")}
          </p>
        )}
        <Card className="p-4 md:p-6">
          <h2 className="mb-4 text-xl font-semibold text-stone-900">{t(`steps.${current.key}`)}</h2>
          <StepReason step={current.key} />
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            {step === 0 && <BusinessProfileStep loginEmail={initial.loginEmail} />}
            {step === 1 && <BusinessAddressStep />}
            {step === 2 && <ContactDetailsStep />}
            {step === 3 && <ServiceAreasStep />}
            {step === 4 && <EventPricingStep />}
            {step === 5 && <ComboPackagesStep />}
            {step === 6 && <AddOnPricingStep />}
            {step === 7 && <PaymentTermsStep />}
            {step === 8 && <MediaStep signupMode={signupMode} uploads={uploads} setUploads={setUploads} />}
          </form>
          {/* On a phone the buttons stay at the bottom of the screen, where a message above cannot move them. */}
          <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 py-3 md:static md:mx-0 md:px-0 md:pb-0 md:pt-4">
            <Button variant="secondary" onClick={() => go(step - 1)} disabled={step === 0 || submitting}>
              {t("previous")}
            </Button>
            {step < WIZARD_STEP_COUNT - 1 ? (
              <Button onClick={() => void next()}>{t("next")}</Button>
            ) : (
              <Button
                onClick={() => {
                  if (!uploadsUnfinished()) void form.handleSubmit(onValid, onInvalid)();
                }}
                disabled={submitting}
              >
                {submitting && <Loader2 className="h-4 w-4 animate-spin" />}
                {submitting ? t("submitting") : t("submit")}
              </Button>
            )}
          </div>
        </Card>
      </div>
    </FormProvider>
  );
}

function SaveIndicator({ state }: { state: ReturnType<typeof useAutosave>["state"] }) {
  const { t } = useTranslation("vendorForm");
  if (state === "idle") return null;
  const icon =
    state === "saving" ? (
      <Loader2 className="h-4 w-4 animate-spin" />
    ) : state === "saved" ? (
      <Check className="h-4 w-4" />
    ) : (
      <CloudOff className="h-4 w-4" />
    );
  const text = state === "saving" ? t("saving") : state === "saved" ? t("saved") : t("saveFailed");
  return (
    <span
      role="status"
      className={cn("inline-flex items-center gap-1 text-xs", state === "error" ? "text-red-600" : "text-stone-500")}
    >
      {icon} {text}
    </span>
  );
}
