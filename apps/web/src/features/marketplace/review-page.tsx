import { type OwnReview, REVIEW_REQUIRED_MESSAGE } from "@bihe/shared";
import { CheckCircle2, Clock, Star } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { Field, Input, Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { useMe } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { useCustomerProfile } from "../../lib/customer-api";
import { reviewProof, useMyReview, useSubmitReview } from "../../lib/reviews-api";
import { useReviewInfo } from "./api";
import { ReviewEmailStep } from "./review-email-step";

/**
 * Spec 000 'Review page (/review/{vendorId})' and spec 001 2.11, verified (docs/decisions/0019): a signed-in
 * couple writes at once; anyone else confirms an email with a code first. One review per vendor
 * and identity: with an earlier review the form is prefilled and saving edits it.
 */
export function ReviewPage() {
  const { t } = useTranslation("review");
  const { vendorId } = useParams();
  const navigate = useNavigate();
  const info = useReviewInfo(vendorId);
  const me = useMe();
  const customer = me.data?.user.role === "customer" && me.data.user.emailVerified;
  const [proof, setProof] = useState(() => (vendorId ? reviewProof.get(vendorId) : undefined));
  // A signed-in couple, or this tab's earlier proof: ask the server for their review (401: the proof expired).
  const mine = useMyReview(vendorId, proof, !me.isLoading && (customer || Boolean(proof)));
  // A couple's review is signed with the name on their profile unless they change it.
  const profile = useCustomerProfile(Boolean(customer));
  const [confirmed, setConfirmed] = useState<{ email: string; review: OwnReview | null } | null>(null);

  const missing = !vendorId?.trim();
  const unknown = info.isError;
  useEffect(() => {
    if (!missing && !unknown) return;
    notify.error(missing ? t("missingId") : t("notFound"));
    const timer = setTimeout(() => navigate("/", { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [missing, unknown, navigate, t]);
  useEffect(() => {
    if (mine.isError && proof && vendorId && !customer) {
      reviewProof.clear(vendorId);
      setProof(undefined);
    }
  }, [mine.isError, proof, vendorId, customer]);

  if (missing || unknown) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-xl font-bold">{missing ? t("missingId") : t("notFound")}</h1>
        <Link to="/" className={cn(buttonClass("primary"), "mt-6")}>
          {t("home")}
        </Link>
      </div>
    );
  }
  if (info.isLoading || !info.data || me.isLoading || (mine.isLoading && !confirmed) || (customer && profile.isLoading))
    return <PageSpinner />;
  const vendor = info.data;
  const identity = confirmed ?? (mine.data && !mine.isError ? mine.data : null);

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">
          {identity?.review ? t("editTitle", { name: vendor.companyName }) : t("title", { name: vendor.companyName })}
        </h1>
        <p className="mt-1 text-stone-600">{t("subtitle")}</p>
        {identity ? (
          <ReviewForm
            vendorId={vendor.id}
            vendorName={vendor.companyName}
            email={identity.email}
            existing={identity.review}
            profileName={customer ? profile.data?.profile?.fullName : undefined}
            proof={customer ? undefined : proof}
          />
        ) : (
          <ReviewEmailStep
            vendorId={vendor.id}
            notCustomer={Boolean(me.data) && !customer}
            onConfirmed={(newProof, email, review) => {
              reviewProof.set(vendor.id, newProof);
              setProof(newProof);
              setConfirmed({ email, review });
            }}
          />
        )}
      </Card>
    </div>
  );
}

function ReviewForm({
  vendorId,
  vendorName,
  email,
  existing,
  profileName,
  proof,
}: {
  vendorId: string;
  vendorName: string;
  email: string;
  existing: OwnReview | null;
  profileName?: string;
  proof: string | undefined;
}) {
  const { t } = useTranslation("review");
  const submit = useSubmitReview(vendorId);
  const [name, setName] = useState(existing?.reviewerName ?? profileName ?? "");
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.reviewText ?? "");
  const [done, setDone] = useState<{ edited: boolean; held: boolean } | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || rating === 0) {
      notify.error(REVIEW_REQUIRED_MESSAGE);
      return;
    }
    submit.mutate(
      { name: name.trim(), rating, text: text.trim(), proof },
      {
        onSuccess: (answer) => {
          setDone({ edited: answer.edited, held: answer.held });
          notify.success(answer.edited ? t("updated") : t("success"));
        },
        onError: (err) => notify.error(err instanceof ApiRequestError && err.status < 500 ? err.message : t("failed")),
      },
    );
  };

  if (done) {
    return (
      <div className="mt-6 text-center" data-testid="review-thanks">
        <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-bold">{done.edited ? t("updated") : t("success")}</h2>
        <p className="mt-2 text-stone-600">{t("thanks", { name: vendorName })}</p>
        {done.held && (
          <p className="mt-3 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("heldNote")}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Link to={`/vendor/${vendorId}`} className={buttonClass("primary")}>
            {t("viewVendor")}
          </Link>
          <Link to="/" className={buttonClass("secondary")}>
            {t("home")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="review-posting-as">
        {t("postingAs", { email })}
      </p>
      {existing && <p className="text-sm text-stone-600">{t("editing", { name: vendorName })}</p>}
      <Field label={`${t("name")} *`} htmlFor="review-name">
        <Input
          id="review-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          autoComplete="name"
        />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-stone-700">{t("rating")} *</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={rating === n}
              aria-label={t("star", { count: n })}
              onClick={() => setRating(n)}
              className="rounded p-1 hover:bg-amber-50"
            >
              <Star
                className={cn("h-8 w-8", n <= rating ? "fill-amber-400 text-amber-400" : "text-stone-300")}
                aria-hidden="true"
              />
            </button>
          ))}
        </div>
      </fieldset>
      <Field label={t("text")} htmlFor="review-text">
        <Textarea id="review-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} />
      </Field>
      <Button type="submit" className="w-full" disabled={submit.isPending}>
        {existing ? t("update") : t("submit")}
      </Button>
    </form>
  );
}
