import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type FieldErrors, type FieldValues, FormProvider, type Path, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { FormFields } from "./form-fields";
import { FormShell } from "./form-parts";
import { KeptProposalNotice } from "./kept-proposal-notice";
import { ContactsSection, PackagesSection, PhotosSection, PlaceSection, ServiceAreasSection } from "./profile-sections";
import { notifySubmitError, showFieldErrors } from "./submit-error";
import { banquetForm, decoratorForm, type FormSectionName, type VendorTypeForm } from "./vendor-type-forms";

/** The saved application in the form's shape: what the server left out keeps the empty form's value. */
function fromSaved<T extends FieldValues>(empty: T, saved: Record<string, unknown>): T {
  const values: Record<string, unknown> = { ...empty };
  for (const [key, value] of Object.entries(saved)) values[key] = value ?? empty[key];
  values.businessAddress = { ...empty.businessAddress, ...(saved.businessAddress as object | undefined) };
  // A form saved without packages opens with the empty form's rows (a decorator's first package to fill in).
  if (!(saved.packages as unknown[] | undefined)?.length) values.packages = empty.packages;
  return values as T;
}

/** The first message of a checklist (spec 001 section 5 shows those as the toast), if one is wrong. */
function checklistMessage<T extends FieldValues>(spec: VendorTypeForm<T>, errors: FieldErrors<T>) {
  for (const field of spec.fields) {
    const message = field.input === "checklist" ? errors[field.name]?.message : undefined;
    if (typeof message === "string") return message;
  }
  return undefined;
}

function Section({ name, signupMode }: { name: FormSectionName; signupMode: boolean }) {
  switch (name) {
    case "hallPackages":
      return <PackagesSection kind="hall" />;
    case "packages":
      return <PackagesSection kind="decorator" />;
    case "place":
      return <PlaceSection />;
    case "serviceAreas":
      return <ServiceAreasSection />;
    case "contacts":
      return <ContactsSection />;
    case "photos":
      return <PhotosSection signupMode={signupMode} />;
  }
}

/**
 * Spec 001 screens 6 and 7: a banquet hall's or a decorator's registration form (creates or updates the
 * application), drawn from the vendor type's field list.
 */
function RegistrationForm<T extends FieldValues>({ spec }: { spec: VendorTypeForm<T> }) {
  const { t } = useTranslation("banquetDecorator");
  const navigate = useNavigate();
  const existing = spec.useSaved();
  const submit = spec.useSubmit();
  const queryClient = useQueryClient();
  const form = useForm<T>({ resolver: zodResolver(spec.schema as never) as never, defaultValues: spec.empty as never });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (existing.data) reset(fromSaved(spec.empty, existing.data.form as Record<string, unknown>));
  }, [existing.data, reset, spec.empty]);
  useEffect(() => {
    if (existing.isError) notify.error(t("loadFailed"));
  }, [existing.isError, t]);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await submit.mutateAsync(values);
        notify.success(t("successTitle"), t("success"));
        navigate(spec.dashboard);
      } catch (err) {
        showFieldErrors(err, setError as (name: Path<T>, error: { message: string }) => void);
        notifySubmitError(err, t(`${spec.texts}.failed`), t(`${spec.texts}.loginRequired`), t("unexpected"));
      }
    },
    (errors) => notify.error(t("validationTitle"), checklistMessage(spec, errors) ?? t("validation")),
  );

  if (existing.isLoading) return <PageSpinner />;
  const kept = existing.data?.keptProposal;
  return (
    <FormProvider {...form}>
      <FormShell
        title={t(`${spec.texts}.title`)}
        subtitle={t(`${spec.texts}.subtitle`)}
        resume={existing.data ? { status: existing.data.status, text: t("resume") } : null}
        notice={
          kept && (
            <KeptProposalNotice
              // A new answer (refetched after a keep: no longer stale) starts the notice afresh.
              key={existing.dataUpdatedAt}
              proposal={kept}
              vendorType={spec.vendorType}
              keep={spec.keptDraft.keep}
              // The live version is loaded and the form is reset to it (the effect above).
              discard={async () => {
                await spec.keptDraft.discard();
                await queryClient.invalidateQueries({ queryKey: spec.savedKey });
              }}
            />
          )
        }
        onSubmit={onSubmit}
        submitLabel={submit.isPending ? t("submitting") : existing.data ? t("update") : t("submit")}
        pending={submit.isPending}
      >
        <FormFields fields={spec.fields} />
        {spec.sections.map((name) => (
          <Section key={name} name={name} signupMode={!existing.data} />
        ))}
      </FormShell>
    </FormProvider>
  );
}

export default function RegistrationFormPage({ form }: { form: "banquet" | "decorator" }) {
  // Keyed by the form: going from one form to the other starts a new form, not the last one's values.
  return form === "banquet" ? (
    <RegistrationForm key={form} spec={banquetForm} />
  ) : (
    <RegistrationForm key={form} spec={decoratorForm} />
  );
}
