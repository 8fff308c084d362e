import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { Button, buttonClass } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { authApi } from "../../lib/auth";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(t("forgot.emailRequired"));
    setError(undefined);
    setBusy(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      notify.success(t("forgot.sentTitle"), t("forgot.sent"));
      setSent(true);
    } catch (err) {
      notify.error(
        t("forgot.failed"),
        err instanceof ApiRequestError ? err.message : t("unexpected", { ns: "common" }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title={t("forgot.checkTitle")} subtitle={t("forgot.checkText", { email })}>
        <div className="space-y-3">
          <MailCheck className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
          <Link
            to={`/reset-password?email=${encodeURIComponent(email.trim())}`}
            className={`${buttonClass("primary")} w-full`}
          >
            {t("forgot.enterCode")}
          </Link>
          <div className="flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setSent(false)}>
              {t("forgot.tryAgain")}
            </Button>
            <Link to="/login" className={`${buttonClass("ghost")} flex-1`}>
              {t("forgot.backToLogin")}
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t("forgot.email")} htmlFor="email" error={error}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!error}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {t("forgot.submit")}
        </Button>
        <Link to="/login" className={`${buttonClass("ghost")} w-full`}>
          {t("forgot.backToLogin")}
        </Link>
      </form>
    </AuthCard>
  );
}
