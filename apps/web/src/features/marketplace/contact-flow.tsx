import type { UnlockResponse } from "@bihe/shared";
import { Copy, MessageCircle, Phone, User } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { ApiRequestError } from "../../lib/api";
import { copyText } from "../../lib/clipboard";
import { useUnlock } from "./api";

/**
 * Spec 000 'Contact request dialog': prompt -> form (name, phone) -> revealed. The contacts
 * come only from the server's answer to a saved inquiry. Mount it with key={vendorId} so a
 * vendor change (or closing the dialog, which unmounts it) resets everything.
 */
export function ContactFlow({ vendorId, startWithForm = false }: { vendorId: string; startWithForm?: boolean }) {
  const { t } = useTranslation("marketplace");
  const [stage, setStage] = useState<"prompt" | "form" | "revealed">(startWithForm ? "form" : "prompt");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [result, setResult] = useState<UnlockResponse | null>(null);
  const unlock = useUnlock(vendorId);
  const blank = !name.trim() || !phone.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) {
      const [title, message] = t("contact.required").split(": ");
      notify.error(title, message);
      return;
    }
    unlock.mutate(
      { name: name.trim(), phone: phone.trim() },
      {
        onSuccess: (data) => {
          setResult(data);
          setStage("revealed");
          notify.success(t("contact.successTitle"), t("contact.successText", { code: data.promoCode }));
        },
        onError: (err) => {
          const serverSaid =
            err instanceof ApiRequestError && err.status >= 400 && err.status < 500 ? err.message : undefined;
          notify.error(serverSaid ?? t("contact.failed"));
        },
      },
    );
  };

  const copy = async () => {
    if (!result) return;
    // Where copying is refused, the code is on screen anyway.
    await copyText(result.promoCode);
    notify.success(t("contact.copiedTitle"), t("contact.copiedText"));
  };

  if (stage === "prompt") {
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-600">{t("contact.panelText")}</p>
        <Button className="w-full" onClick={() => setStage("form")}>
          <Phone className="h-4 w-4" aria-hidden="true" />
          {t("contact.request")}
        </Button>
      </div>
    );
  }

  if (stage === "form" || !result) {
    return (
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t("contact.name")} htmlFor={`contact-name-${vendorId}`}>
          <Input
            id={`contact-name-${vendorId}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={120}
          />
        </Field>
        <Field label={t("contact.phone")} htmlFor={`contact-phone-${vendorId}`}>
          <Input
            id={`contact-phone-${vendorId}`}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="98XXXXXXXX"
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1" disabled={blank || unlock.isPending}>
            {t("contact.submit")}
          </Button>
          {!startWithForm && (
            <Button variant="secondary" onClick={() => setStage("prompt")}>
              {t("contact.cancel")}
            </Button>
          )}
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-4" data-testid="contact-revealed">
      <div className="rounded-lg border border-dashed border-brand-200 bg-brand-50 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-800">{t("contact.promo")}</p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <span className="font-mono text-2xl font-bold tracking-widest text-brand-800" data-testid="promo-code">
            {result.promoCode}
          </span>
          <Button size="sm" variant="secondary" onClick={copy}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            {t("contact.copy")}
          </Button>
        </div>
        <p className="mt-1 text-xs text-stone-600">{t("contact.promoHint")}</p>
      </div>
      {result.contacts.length === 0 ? (
        <p className="text-sm text-stone-600">{t("contact.none")}</p>
      ) : (
        <ul className="space-y-3">
          {result.contacts.map((c) => (
            <li key={c.mobile} className="space-y-1 rounded-lg border border-stone-200 p-3 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <User className="h-4 w-4 text-stone-500" aria-hidden="true" />
                {c.name}
              </p>
              <p className="flex items-center gap-2">
                <Phone className="h-4 w-4 text-stone-500" aria-hidden="true" />
                <span className="text-stone-500">{t("contact.mobile")}:</span>
                <a href={`tel:${c.mobile}`} className="font-medium text-brand-700 hover:underline">
                  {c.mobile}
                </a>
              </p>
              {c.whatsapp && (
                <p className="flex items-center gap-2">
                  <MessageCircle className="h-4 w-4 text-stone-500" aria-hidden="true" />
                  <span className="text-stone-500">{t("contact.whatsapp")}:</span>
                  <span>{c.whatsapp}</span>
                </p>
              )}
              {c.secondaryContact && (
                <p className="text-stone-600">
                  {t("contact.secondary")}: {c.secondaryContact}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
