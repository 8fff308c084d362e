import { dashboardPath, isEmailAddress } from "@bihe/shared";
import { type FormEvent, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { CodeInput } from "../../components/auth/code-input";
import { PasswordField } from "../../components/auth/password-field";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { currentLanguage } from "../../i18n/language";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError, api } from "../../lib/api";
import { authApi, useMe, useRefreshMe } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { safeNext, withNext } from "../../lib/return-to";
import { ProfileForm } from "./profile-form";

type Method = "code" | "password";

/** Password-less: a sign-in code makes the couple's account once proven (server: auth/routes.ts). */
const codeApi = {
  send: (email: string) =>
    api("/api/auth/email-otp/send-verification-otp", { method: "POST", body: { email, type: "sign-in" } }),
  signIn: (email: string, otp: string) =>
    api("/api/auth/sign-in/email-otp", { method: "POST", body: { email, otp, locale: currentLanguage() } }),
};

/**
 * A couple's sign-up (docs/decisions/0018): email, then a 6-digit code (no password) or a password whose
 * email is verified by the same code; then the profile (name and mobile) and back to `?next=`.
 */
export function CustomerSignupPage() {
  const { t } = useTranslation("customer");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const refreshMe = useRefreshMe();
  const [step, setStep] = useState<"form" | "code" | "profile">("form");
  const [method, setMethod] = useState<Method>("code");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The dashboard greets a new account with 'Welcome!', not 'Welcome back!'.
  const done = () => navigate(next ?? "/customer-dashboard", { replace: true, state: { newAccount: true } });
  const { data: me, isLoading: meLoading } = useMe();
  // Set once this page signs someone in, so the profile step is not skipped by the check below.
  const signedInHere = useRef(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const address = email.trim();
    if (!isEmailAddress(address)) return setError(t("signup.emailInvalid"));
    if (method === "password") {
      if (password.length < 6) return setError(t("signup.passwordShort"));
      if (password !== confirm) return setError(t("signup.passwordsMismatch"));
    }
    setBusy(true);
    try {
      if (method === "code") await codeApi.send(address);
      else await authApi.signUp({ email: address, password, role: "customer" });
      setStep("code");
    } catch (err) {
      const msg = err instanceof ApiRequestError ? err.message : "";
      setError(
        /already exists|already registered/i.test(msg) ? t("signup.exists") : msg || t("unexpected", { ns: "common" }),
      );
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) return setError(t("signup.invalidCode"));
    setBusy(true);
    signedInHere.current = true;
    try {
      if (method === "code") await codeApi.signIn(email.trim(), code);
      else await authApi.verifyEmail(email.trim(), code);
      const me = await refreshMe();
      // An existing vendor or admin who signed in by code goes where they belong.
      if (me && me.user.role !== "customer") return navigate(dashboardPath(me.user), { replace: true });
      setStep("profile");
    } catch (err) {
      signedInHere.current = false;
      setError(err instanceof ApiRequestError ? err.message : t("unexpected", { ns: "common" }));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      if (method === "code") await codeApi.send(email.trim());
      else await authApi.resendVerification(email.trim());
      notify.success(t("signup.resent"));
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : t("unexpected", { ns: "common" }));
    }
  }

  const alert = error && (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  );

  if (meLoading) return <PageSpinner />;
  if (me && !signedInHere.current) return <Navigate to={next ?? dashboardPath(me.user)} replace />;

  if (step === "profile") {
    return (
      <AuthCard title={t("signup.profileTitle")} subtitle={t("signup.profileSubtitle")}>
        <ProfileForm
          initial={null}
          submitLabel={t("profile.continue")}
          onSaved={done}
          extra={
            <Button variant="ghost" onClick={done}>
              {t("profile.skip")}
            </Button>
          }
        />
      </AuthCard>
    );
  }

  if (step === "code") {
    return (
      <AuthCard title={t("signup.codeTitle")} subtitle={t("signup.codeHint", { email: email.trim() })}>
        <form onSubmit={verify} noValidate className="space-y-4">
          <Field label={t("signup.code")} htmlFor="code">
            <CodeInput id="code" value={code} onChange={setCode} />
          </Field>
          {alert}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t("signup.verifying") : t("signup.verify")}
          </Button>
          <div className="flex justify-between gap-2">
            <Button variant="ghost" onClick={() => setStep("form")}>
              {t("signup.back")}
            </Button>
            <Button variant="secondary" onClick={() => void resend()}>
              {t("signup.resend")}
            </Button>
          </div>
        </form>
      </AuthCard>
    );
  }

  const choice = (value: Method, label: string) => (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm",
        method === value ? "border-brand-600 bg-brand-50" : "border-stone-300",
      )}
    >
      <input
        type="radio"
        name="method"
        value={value}
        checked={method === value}
        onChange={() => setMethod(value)}
        className="accent-brand-700"
      />
      {label}
    </label>
  );

  return (
    <AuthCard title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t("signup.email")} htmlFor="email">
          <Input
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-stone-700">{t("signup.method")}</legend>
          {choice("code", t("signup.methodCode"))}
          {choice("password", t("signup.methodPassword"))}
        </fieldset>
        {method === "password" && (
          <>
            <PasswordField
              id="password"
              label={t("signup.password")}
              value={password}
              onChange={setPassword}
              kind="new"
            />
            <PasswordField id="confirm" label={t("signup.confirm")} value={confirm} onChange={setConfirm} kind="new" />
          </>
        )}
        {alert}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("signup.submitting") : t("signup.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t("signup.haveAccount")}{" "}
        <Link to={withNext("/login", next)} className="font-medium text-brand-700 hover:underline">
          {t("signup.signIn")}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-stone-600">
        {t("signup.vendor")}{" "}
        <Link to="/signup" className="font-medium text-brand-700 hover:underline">
          {t("signup.vendorLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
