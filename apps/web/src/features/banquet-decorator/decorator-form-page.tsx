import {
  DECORATION_SPECIALTIES,
  DECORATOR_EVENT_TYPES,
  type DecoratorSubmitInput,
  decoratorSubmitSchema,
  defaultVendorApplication,
} from "@bihe/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../components/ui/card";
import { Field, Input, Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { useTranslation } from "../../i18n/use-translation";
import { useDecoratorForm, useSubmitDecoratorForm } from "./api";
import { CheckGroup, checkboxInput, checkboxLabel, FormShell } from "./form-parts";
import { ContactsSection, PackagesSection, PhotosSection, PlaceSection, ServiceAreasSection } from "./profile-sections";
import { notifySubmitError, showFieldErrors } from "./submit-error";

const wizard = defaultVendorApplication();
const EMPTY: DecoratorSubmitInput = {
  businessName: "",
  email: "",
  description: "",
  address: "",
  city: "",
  specialties: [],
  eventTypes: [],
  businessAddress: wizard.businessAddress,
  contactDetails: wizard.contactDetails,
  serviceAreas: wizard.serviceAreas,
  packages: [{ packageName: "", price: "", includes: "" }],
};

/** Spec 001 screen 7: the decorator registration form with its specialty and event-type checklists. */
export default function DecoratorFormPage() {
  const { t } = useTranslation("banquetDecorator");
  const labels = useTypeLabels();
  const navigate = useNavigate();
  const existing = useDecoratorForm();
  const submit = useSubmitDecoratorForm();
  const form = useForm<DecoratorSubmitInput>({
    resolver: zodResolver(decoratorSubmitSchema) as never,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState, setError } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (existing.data) {
      const saved = existing.data.form;
      reset({
        ...EMPTY,
        ...saved,
        businessAddress: { ...EMPTY.businessAddress, ...saved.businessAddress },
        contactDetails: saved.contactDetails ?? EMPTY.contactDetails,
        serviceAreas: saved.serviceAreas ?? EMPTY.serviceAreas,
        packages: saved.packages?.length ? saved.packages : EMPTY.packages,
      } as DecoratorSubmitInput);
    }
  }, [existing.data, reset]);
  useEffect(() => {
    if (existing.isError) notify.error(t("loadFailed"));
  }, [existing.isError, t]);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await submit.mutateAsync(values);
        notify.success(t("successTitle"), t("success"));
        navigate("/decorator-dashboard");
      } catch (err) {
        showFieldErrors(err, setError);
        notifySubmitError(err, t("decorator.failed"), t("decorator.loginRequired"), t("unexpected"));
      }
    },
    (errs) => {
      // The checklists' own messages (spec 001 section 5) come first, as the spec shows them.
      const list = errs.specialties?.message ?? errs.eventTypes?.message;
      notify.error(t("validationTitle"), list ?? t("validation"));
    },
  );

  if (existing.isLoading) return <PageSpinner />;
  const field = (name: "businessName" | "email" | "address" | "city", type = "text", autoComplete?: string) => (
    <Field label={t(`decorator.${name}`)} htmlFor={`decorator-${name}`} error={errors[name]?.message}>
      <Input
        id={`decorator-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        {...register(name)}
      />
    </Field>
  );

  return (
    <FormProvider {...form}>
      <FormShell
        title={t("decorator.title")}
        subtitle={t("decorator.subtitle")}
        resume={existing.data ? { status: existing.data.status, text: t("resume") } : null}
        onSubmit={onSubmit}
        submitLabel={submit.isPending ? t("submitting") : existing.data ? t("update") : t("submit")}
        pending={submit.isPending}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {field("businessName", "text", "organization")}
          {field("email", "email", "email")}
          {field("address", "text", "street-address")}
          {field("city", "text", "address-level2")}
        </div>
        <Field label={t("decorator.description")} htmlFor="decorator-description" error={errors.description?.message}>
          <Textarea
            id="decorator-description"
            rows={4}
            aria-invalid={!!errors.description}
            {...register("description")}
          />
        </Field>
        <CheckGroup legend={t("decorator.specialties")} error={errors.specialties?.message}>
          {DECORATION_SPECIALTIES.map((s) => (
            <label key={s} className={checkboxLabel}>
              <input type="checkbox" value={s} className={checkboxInput} {...register("specialties")} />
              {labels.specialty(s)}
            </label>
          ))}
        </CheckGroup>
        <CheckGroup legend={t("decorator.eventTypes")} error={errors.eventTypes?.message}>
          {DECORATOR_EVENT_TYPES.map((e) => (
            <label key={e} className={checkboxLabel}>
              <input type="checkbox" value={e} className={checkboxInput} {...register("eventTypes")} />
              {labels.event(e)}
            </label>
          ))}
        </CheckGroup>
        <PackagesSection kind="decorator" />
        <PlaceSection />
        <ServiceAreasSection />
        <ContactsSection />
        <PhotosSection signupMode={!existing.data} />
      </FormShell>
    </FormProvider>
  );
}
