import type { InquiryWeddingDto, UnlockResponse, VendorContact } from "@bihe/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Copy, LogIn, Phone, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ContactList } from "../../components/contact-list";
import { ContactProfileForm } from "../../components/customer/contact-profile-form";
import { WeddingSummary } from "../../components/inquiry/wedding-summary";
import { Button, buttonClass } from "../../components/ui/button";
import { notify } from "../../components/ui/toast";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { useLocalizeMessage } from "../../i18n/validation";
import { ApiRequestError } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { copyText } from "../../lib/clipboard";
import { cn } from "../../lib/cn";
import { contactedKey, myUnlockKey, useCustomerProfile, useMyUnlock } from "../../lib/customer-api";
import { rememberPendingContact, takePendingContact, withNext } from "../../lib/return-to";
import { useUnlock } from "./api";
import { WeddingFields, weddingBody, weddingDraft } from "./wedding-fields";

type Revealed = { promoCode: string; contacts: VendorContact[]; wedding: InquiryWeddingDto };

/** A 400's per-field messages (the server names the field), for the wedding form. */
const fieldErrors = (err: unknown): Record<string, string> =>
  err instanceof ApiRequestError && err.status === 400 && err.fields ? err.fields : {};

/**
 * The contact unlock (docs/decisions/0018): a stranger is asked to sign in (and comes back here with the contact
 * made); a couple is told what the vendor receives and what the promo code is for, then sees the
 * contacts; a vendor already unlocked shows its contacts at once. Mount with key={vendorId}.
 */
export function ContactFlow({ vendorId, vendorName }: { vendorId: string; vendorName?: string }) {
  const { t } = useTranslation("marketplace");
  const f = usePlainFormat();
  const location = useLocation();
  const { data: me, isLoading: meLoading } = useMe();
  const isCustomer = me?.user.role === "customer";
  const mine = useMyUnlock(vendorId, isCustomer);
  const profile = useCustomerProfile(isCustomer);
  const unlock = useUnlock(vendorId);
  const qc = useQueryClient();
  const [result, setResult] = useState<Revealed | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A rate limit's refusal holds the button for its Retry-After; a rolling cap comes from the server (mine.data.cap).
  const [heldUntil, setHeldUntil] = useState<number | null>(null);
  const localize = useLocalizeMessage();
  const autoTried = useRef(false);
  // The wedding's details, pre-filled from the profile once it has loaded (all optional).
  const [draft, setDraft] = useState<ReturnType<typeof weddingDraft> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = profile.data?.profile;
  useEffect(() => {
    if (draft === null && profile.isSuccess) setDraft(weddingDraft(null, profile.data.profile));
  }, [draft, profile.isSuccess, profile.data]);

  useEffect(() => {
    if (heldUntil == null) return;
    const timer = setTimeout(() => setHeldUntil(null), Math.max(0, heldUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [heldUntil]);

  const reveal = () => {
    setError(null);
    setErrors({});
    unlock.mutate(draft ? weddingBody(draft) : {}, {
      onSuccess: (data: UnlockResponse) => {
        setResult(data);
        void qc.invalidateQueries({ queryKey: myUnlockKey(vendorId) });
        void qc.invalidateQueries({ queryKey: contactedKey() });
        notify.success(t("contact.successTitle"), t("contact.successText", { code: data.promoCode }));
      },
      onError: (err) => {
        const serverSaid =
          err instanceof ApiRequestError && err.status >= 400 && err.status < 500 ? err.message : undefined;
        setError(serverSaid ?? t("contact.failed"));
        setErrors(fieldErrors(err));
        if (err instanceof ApiRequestError && err.status === 429) {
          // A cap reached: the couple's unlock answer now carries it, and the button stays off with its reason.
          if (err.code.startsWith("UNLOCK_")) void qc.invalidateQueries({ queryKey: myUnlockKey(vendorId) });
          else if (err.retryAfterSeconds) setHeldUntil(Date.now() + err.retryAfterSeconds * 1000);
        }
      },
    });
  };

  // Back from signing in with this contact pending: make it, once, as soon as the profile allows.
  const ready = isCustomer && mine.isSuccess && !mine.data.unlock && !mine.data.cap && profile.data?.profile != null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when ready turns true (autoTried guards it); reveal is a fresh closure each render
  useEffect(() => {
    if (!ready || autoTried.current) return;
    autoTried.current = true;
    if (takePendingContact(vendorId)) reveal();
  }, [ready, vendorId]);

  if (meLoading || (isCustomer && (mine.isLoading || profile.isLoading))) {
    return <div className="h-24 animate-pulse rounded-lg bg-stone-100" aria-busy="true" />;
  }

  const shown: Revealed | null = result ?? mine.data?.unlock ?? null;
  if (shown) return <RevealedContacts revealed={shown} vendorId={vendorId} onUpdated={setResult} />;

  if (!me) {
    const here = location.pathname.startsWith("/vendor/") ? location.pathname + location.search : `/vendor/${vendorId}`;
    const remember = () => rememberPendingContact(vendorId);
    return (
      <div className="space-y-3" data-testid="contact-sign-in">
        <p className="font-medium">{t("contact.signInTitle")}</p>
        <p className="text-sm text-stone-600">{t("contact.signInText")}</p>
        <p className="text-xs text-stone-500">{t("contact.consentTextNoName")}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={withNext("/customer-signup", here)}
            onClick={remember}
            className={cn(buttonClass("primary"), "sm:flex-1")}
          >
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t("contact.createAccount")}
          </Link>
          <Link to={withNext("/login", here)} onClick={remember} className={cn(buttonClass("secondary"), "sm:flex-1")}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {t("contact.signIn")}
          </Link>
        </div>
      </div>
    );
  }

  if (!isCustomer) return <p className="text-sm text-stone-600">{t("contact.customersOnly")}</p>;

  const cap = mine.data?.cap ?? null;
  // The cap's own message names the wait; it replaces the refusal that revealed it.
  const reason = cap ? localize(cap.message) : error;
  const held = cap != null || heldUntil != null;
  const reasonId = `contact-reason-${vendorId}`;
  return (
    <div className="space-y-3" data-testid="contact-consent">
      <p className="font-medium">{t("contact.consentTitle")}</p>
      {saved ? (
        <p className="text-sm text-stone-700">
          {t("contact.consentText", { vendor: vendorName ?? "", name: saved.fullName, phone: f.digits(saved.phone) })}
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t("contact.profileNeeded")}</p>
      )}
      {saved && draft && <WeddingFields draft={draft} onChange={setDraft} errors={errors} />}
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t("contact.promoExplain")}</p>
      {reason && (
        <p
          id={reasonId}
          role="alert"
          data-testid="contact-reason"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {reason}
        </p>
      )}
      {saved ? (
        <Button
          className="w-full"
          onClick={reveal}
          disabled={unlock.isPending || held}
          aria-describedby={held && reason ? reasonId : undefined}
        >
          <Phone className="h-4 w-4" aria-hidden="true" />
          {unlock.isPending ? t("contact.revealing") : t("contact.reveal")}
        </Button>
      ) : (
        <ContactProfileForm
          idPrefix={`contact-${vendorId}`}
          submitLabel={t("contact.saveAndReveal")}
          onSaved={reveal}
        />
      )}
    </div>
  );
}

function RevealedContacts({
  revealed,
  vendorId,
  onUpdated,
}: {
  revealed: Revealed;
  vendorId: string;
  onUpdated: (next: Revealed) => void;
}) {
  const { t } = useTranslation("marketplace");
  const copy = async () => {
    // Where copying is refused, the code is on screen anyway.
    await copyText(revealed.promoCode);
    notify.success(t("contact.copiedTitle"), t("contact.copiedText"));
  };
  return (
    <div className="space-y-4" data-testid="contact-revealed">
      <div className="rounded-lg border border-dashed border-brand-200 bg-brand-50 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-800">{t("contact.promo")}</p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <span className="font-mono text-2xl font-bold tracking-widest text-brand-800" data-testid="promo-code">
            {revealed.promoCode}
          </span>
          <Button size="sm" variant="secondary" onClick={copy}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            {t("contact.copy")}
          </Button>
        </div>
        <p className="mt-1 text-xs text-stone-600">{t("contact.promoHint")}</p>
      </div>
      <ContactList contacts={revealed.contacts} />
      <WeddingUpdate vendorId={vendorId} wedding={revealed.wedding} onUpdated={onUpdated} />
    </div>
  );
}

/**
 * What the couple told the vendor, and a way to tell it again: a new date or events update the
 * inquiry (and the vendor's lead while it is still an Inquiry).
 */
function WeddingUpdate({
  vendorId,
  wedding,
  onUpdated,
}: {
  vendorId: string;
  wedding: InquiryWeddingDto;
  onUpdated: (next: Revealed) => void;
}) {
  const { t } = useTranslation("marketplace");
  const qc = useQueryClient();
  const profile = useCustomerProfile(true);
  const unlock = useUnlock(vendorId);
  const [draft, setDraft] = useState<ReturnType<typeof weddingDraft> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    if (!draft) return;
    setErrors({});
    setError(null);
    unlock.mutate(weddingBody(draft), {
      onSuccess: (data) => {
        onUpdated(data);
        setDraft(null);
        void qc.invalidateQueries({ queryKey: myUnlockKey(vendorId) });
        notify.success(t("wedding.saved"));
      },
      onError: (err) => {
        setErrors(fieldErrors(err));
        setError(err instanceof ApiRequestError && err.status < 500 ? err.message : t("contact.failed"));
      },
    });
  };

  if (!draft) {
    return (
      <div className="space-y-2 border-t border-stone-200 pt-3" data-testid="wedding-sent">
        <p className="text-sm font-semibold text-stone-800">{t("wedding.sent")}</p>
        <WeddingSummary wedding={wedding} />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDraft(weddingDraft(wedding, profile.data?.profile))}
          data-testid="wedding-update"
        >
          {t("wedding.update")}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3 border-t border-stone-200 pt-3">
      <WeddingFields draft={draft} onChange={setDraft} errors={errors} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="sm:flex-1" onClick={send} disabled={unlock.isPending}>
          {unlock.isPending ? t("wedding.saving") : t("wedding.save")}
        </Button>
        <Button className="sm:flex-1" variant="secondary" onClick={() => setDraft(null)}>
          {t("wedding.cancel")}
        </Button>
      </div>
    </div>
  );
}
