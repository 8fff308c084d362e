import { REVIEW_REQUIRED_MESSAGE } from "@bihe/shared";
import { CheckCircle2, Star } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { Field, Input, Textarea } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { ApiRequestError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useReviewInfo, useSubmitReview } from "./api";

/** Spec 000 'Review page (/review/{vendorId})' and spec 001 2.11. */
export function ReviewPage() {
  const { t } = useTranslation("review");
  const { vendorId } = useParams();
  const navigate = useNavigate();
  const info = useReviewInfo(vendorId);
  const submit = useSubmitReview(vendorId ?? "");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [done, setDone] = useState(false);

  const missing = !vendorId?.trim();
  const unknown = info.isError;
  useEffect(() => {
    if (!missing && !unknown) return;
    notify.error(missing ? t("missingId") : t("notFound"));
    const timer = setTimeout(() => navigate("/", { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [missing, unknown, navigate, t]);

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
  if (info.isLoading || !info.data) return <PageSpinner />;
  const vendorName = info.data.companyName;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || rating === 0) {
      notify.error(REVIEW_REQUIRED_MESSAGE);
      return;
    }
    submit.mutate(
      { name: name.trim(), email: email.trim(), rating, text: text.trim() },
      {
        onSuccess: () => {
          setDone(true);
          notify.success(t("success"));
        },
        onError: (err) =>
          notify.error(err instanceof ApiRequestError && err.status === 400 ? err.message : t("failed")),
      },
    );
  };

  if (done) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card className="p-8 text-center" data-testid="review-thanks">
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-bold">{t("success")}</h1>
          <p className="mt-2 text-stone-600">{t("thanks", { name: vendorName })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Link to={`/vendor/${info.data.id}`} className={buttonClass("primary")}>
              {t("viewVendor")}
            </Link>
            <Link to="/" className={buttonClass("secondary")}>
              {t("home")}
            </Link>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{t("title", { name: vendorName })}</h1>
        <p className="mt-1 text-stone-600">{t("subtitle")}</p>
        <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
          <Field label={`${t("name")} *`} htmlFor="review-name">
            <Input
              id="review-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
              autoComplete="name"
            />
          </Field>
          <Field label={t("email")} htmlFor="review-email">
            <Input
              id="review-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={200}
              autoComplete="email"
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
            {t("submit")}
          </Button>
        </form>
      </Card>
    </div>
  );
}
