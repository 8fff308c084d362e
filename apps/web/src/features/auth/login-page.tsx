import { dashboardPath, isEmailAddress } from "@bihe/shared";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { PasswordField } from "../../components/auth/password-field";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { authApi, useRefreshMe } from "../../lib/auth";
import { safeNext, withNext } from "../../lib/next-path";

export function LoginPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const refreshMe = useRefreshMe();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      email: !email.trim()
        ? t("login.emailRequired")
        : !isEmailAddress(email.trim())
          ? t("login.emailInvalid")
          : undefined,
      password: !password ? t("login.passwordRequired") : undefined,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      await authApi.signIn(email.trim(), password);
      const me = await refreshMe();
      notify.success(t("login.successTitle"), t("login.success"));
      // ?next= (a couple coming back to the vendor they were contacting) or the guard's page, same site only.
      const from = safeNext(params.get("next")) ?? safeNext((location.state as { from?: string } | null)?.from);
      navigate(from && from !== "/login" ? from : dashboardPath(me?.user), { replace: true });
    } catch (err) {
      if (err instanceof ApiRequestError) notify.error(t("login.failed"), err.message);
      else notify.error(t("login.errorTitle"), t("unexpected", { ns: "common" }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t("login.email")} htmlFor="email" error={errors.email}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!errors.email}
          />
        </Field>
        <PasswordField
          id="password"
          label={t("login.password")}
          value={password}
          onChange={setPassword}
          kind="current"
          error={errors.password}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-brand-700 hover:underline">
            {t("login.forgot")}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to={withNext("/customer-signup", params.get("next"))} className="text-brand-700 hover:underline">
          {t("login.withCode")}
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t("login.noAccount")}{" "}
        <Link to={withNext("/signup", params.get("next"))} className="font-medium text-brand-700 hover:underline">
          {t("login.signUp")}
        </Link>
      </p>
    </AuthCard>
  );
}
