import {
  BANQUET_AMENITIES,
  type BanquetSubmitInput,
  banquetSubmitSchema,
  defaultVendorApplication,
} from "@bihe/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../components/ui/card";
import { Field, Input, Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { useBanquetForm, useSubmitBanquetForm } from "./api";
import { CheckGroup, checkboxInput, checkboxLabel, FormShell } from "./form-parts";
import { ContactsSection, PackagesSection, PhotosSection, PlaceSection } from "./profile-sections";
import { notifySubmitError, showFieldErrors } from "./submit-error";

const wizard = defaultVendorApplication();
const EMPTY: BanquetSubmitInput = {
  name: "",
  email: "",
  phone: "",
  city: "",
  capacity: "",
  pricePerPlate: "",
  address: "",
  description: "",
  amenities: [],
  parkingSpaces: "",
  businessAddress: wizard.businessAddress,
  contactDetails: wizard.contactDetails,
  packages: [],
};

/** Spec 001 screen 6: the banquet hall registration form (creates or updates the application). */
export default function BanquetFormPage() {
  const { t } = useTranslation("banquetDecorator");
  const navigate = useNavigate();
  const existing = useBanquetForm();
  const submit = useSubmitBanquetForm();
  const form = useForm<BanquetSubmitInput>({
    resolver: zodResolver(banquetSubmitSchema) as never,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, watch, formState, setError, getValues, setValue } = form;
  const errors = formState.errors;
  const parking = (watch("amenities") ?? []).includes("Parking");

  useEffect(() => {
    if (existing.data) {
      const saved = existing.data.form;
      reset({
        ...EMPTY,
        ...saved,
        parkingSpaces: saved.parkingSpaces ?? "",
        businessAddress: { ...EMPTY.businessAddress, ...saved.businessAddress },
        contactDetails: saved.contactDetails ?? EMPTY.contactDetails,
        packages: saved.packages ?? [],
      } as BanquetSubmitInput);
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
        navigate("/banquet-dashboard");
      } catch (err) {
        showFieldErrors(err, setError);
        notifySubmitError(err, t("banquet.failed"), t("banquet.loginRequired"), t("unexpected"));
      }
    },
    () => notify.error(t("validationTitle"), t("validation")),
  );

  // The hall's phone prefills its first contact's mobile (what the unlock reveals), until one is typed.
  const prefillContact = () => {
    const phone = getValues("phone");
    if (phone && !getValues("contactDetails.contactPersons.0.mobile"))
      setValue("contactDetails.contactPersons.0.mobile", phone);
  };

  if (existing.isLoading) return <PageSpinner />;
  const field = (name: "name" | "email" | "city" | "address", type = "text", autoComplete?: string) => (
    <Field label={t(`banquet.${name}`)} htmlFor={`banquet-${name}`} error={errors[name]?.message}>
      <Input
        id={`banquet-${name}`}
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
        title={t("banquet.title")}
        subtitle={t("banquet.subtitle")}
        resume={existing.data ? { status: existing.data.status, text: t("resume") } : null}
        onSubmit={onSubmit}
        submitLabel={submit.isPending ? t("submitting") : existing.data ? t("update") : t("submit")}
        pending={submit.isPending}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {field("name", "text", "organization")}
          {field("email", "email", "email")}
          <Field label={t("banquet.phone")} htmlFor="banquet-phone" error={errors.phone?.message}>
            <Input
              id="banquet-phone"
              type="tel"
              autoComplete="tel"
              aria-invalid={!!errors.phone}
              {...register("phone", { onBlur: prefillContact })}
            />
          </Field>
          {field("city", "text", "address-level2")}
          <Field label={t("banquet.capacity")} htmlFor="banquet-capacity" error={errors.capacity?.message}>
            <Input
              id="banquet-capacity"
              type="number"
              inputMode="numeric"
              min={1}
              aria-invalid={!!errors.capacity}
              {...register("capacity")}
            />
          </Field>
          <Field label={t("banquet.pricePerPlate")} htmlFor="banquet-price" error={errors.pricePerPlate?.message}>
            <Input
              id="banquet-price"
              type="number"
              inputMode="numeric"
              min={0}
              step={50}
              aria-invalid={!!errors.pricePerPlate}
              {...register("pricePerPlate")}
            />
          </Field>
        </div>
        {field("address", "text", "street-address")}
        <Field label={t("banquet.description")} htmlFor="banquet-description" error={errors.description?.message}>
          <Textarea
            id="banquet-description"
            rows={4}
            aria-invalid={!!errors.description}
            {...register("description")}
          />
        </Field>
        <CheckGroup legend={t("banquet.facilities")} error={errors.amenities?.message}>
          {BANQUET_AMENITIES.map((a) => (
            <label key={a} className={checkboxLabel}>
              <input type="checkbox" value={a} className={checkboxInput} {...register("amenities")} />
              {t(`banquet.amenities.${a}`)}
            </label>
          ))}
        </CheckGroup>
        {parking && (
          <Field
            label={t("banquet.parkingSpaces")}
            htmlFor="banquet-parking"
            error={errors.parkingSpaces?.message}
            className="sm:max-w-xs"
          >
            <Input
              id="banquet-parking"
              type="number"
              inputMode="numeric"
              min={1}
              aria-invalid={!!errors.parkingSpaces}
              {...register("parkingSpaces")}
            />
          </Field>
        )}
        <PackagesSection kind="hall" />
        <PlaceSection />
        <ContactsSection />
        <PhotosSection signupMode={!existing.data} />
      </FormShell>
    </FormProvider>
  );
}
