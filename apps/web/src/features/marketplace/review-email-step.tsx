import type { OwnReview } from "@bihe/shared";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { CodeInput } from "../../components/auth/code-input";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { withNext } from "../../lib/next-path";
import { useRequestReviewCode, useVerifyReviewCode } from "../../lib/reviews-api";

/**
 * A QR-link reviewer confirms their email with a 6-digit code before writing. The code
 * request's id is the proof the review is sent with; the answer brings their earlier review of
 * this vendor, if any, so a second review edits the first.
 */
export function ReviewEmailStep({
  vendorId,
  onConfirmed,
  notCustomer,
}: {
  vendorId: string;
  onConfirmed: (proof: string, email: string, review: OwnReview | null) => void;
  notCustomer: boolean;
}) {
  const { t } = useTranslation("review");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const request = useRequestReviewCode();
  const verify = useVerifyReviewCode();
  const message = (err: unknown) => (err instanceof ApiRequestError && err.status < 500 ? err.message : t("failed"));

  const sendCode = (e?: FormEvent) => {
    e?.preventDefault();
    setError(undefined);
    request.mutate(
      { vendorId, email: email.trim() },
      {
        onSuccess: (answer) => {
          setChallengeId(answer.challengeId);
          setCode("");
        },
        onError: (err) => setError(message(err)),
      },
    );
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!challengeId) return;
    if (code.length !== 6) return setError(t("codeRequired"));
    setError(undefined);
    verify.mutate(
      { challengeId, code },
      {
        onSuccess: (answer) => onConfirmed(challengeId, answer.email, answer.review),
        onError: (err) => {
          setError(message(err));
          notify.error(message(err));
        },
      },
    );
  };

  return (
    <div className="mt-6 space-y-4" data-testid="review-identity">
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-3 text-sm text-stone-700">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="identity-title" className="font-semibold text-stone-900">
            {t("identityTitle")}
          </h2>
          <p>{t("identityHint")}</p>
          {notCustomer && <p className="mt-1 text-amber-800">{t("signedInNotCustomer")}</p>}
        </div>
      </div>
      {!challengeId ? (
        <form onSubmit={sendCode} className="space-y-3" noValidate>
          <Field label={t("email")} htmlFor="review-email" error={error}>
            <Input
              id="review-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={200}
              autoComplete="email"
              required
            />
          </Field>
          <Button type="submit" className="w-full" disabled={request.isPending || !email.trim()}>
            {t("sendCode")}
          </Button>
        </form>
      ) : (
        <form onSubmit={confirm} className="space-y-3" noValidate>
          <p className="text-sm text-stone-600" role="status">
            {t("codeSent", { email: email.trim() })}
          </p>
          <Field label={t("codeLabel")} htmlFor="review-code" error={error}>
            <CodeInput id="review-code" value={code} onChange={setCode} />
          </Field>
          <Button type="submit" className="w-full" disabled={verify.isPending}>
            {t("confirm")}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className="text-brand-700 hover:underline" onClick={() => setChallengeId(null)}>
              {t("otherEmail")}
            </button>
            <button
              type="button"
              className="text-brand-700 hover:underline disabled:opacity-50"
              disabled={request.isPending}
              onClick={() => sendCode()}
            >
              {t("resend")}
            </button>
          </div>
        </form>
      )}
      {!notCustomer && (
        <p className="text-center text-sm">
          <Link to={withNext("/login", `/review/${vendorId}`)} className="text-brand-700 hover:underline">
            {t("signIn")}
          </Link>
        </p>
      )}
    </div>
  );
}
