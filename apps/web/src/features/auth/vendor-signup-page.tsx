import type { VendorType } from "@bihe/shared";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { CodeInput } from "../../components/auth/code-input";
import { PasswordField } from "../../components/auth/password-field";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { authApi, useRefreshMe } from "../../lib/auth";

const NEXT_PAGE: Record<VendorType, string> = {
  wedding_cinematographer: "/vendor-form/wedding-cinematographer",
  banquet_hall: "/banquet-form",
  decorator: "/decorator-form",
};
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isExisting = (msg: string) => /already registered|already exists/i.test(msg);
const isMailFailure = (msg: string) => /error sending confirmation email|unable to send confirmation email/i.test(msg);

/**
 * Spec 001 screens 2 and 3. Photography: sign up, wait ~1 s, try to sign in; an unverified
 * email switches to the code step. Banquet and decorator: a toast asks to check email, then
 * the code step. A verified code signs the user in and opens their registration form.
 */
export function VendorSignupPage({ vendorType = "wedding_cinematographer" }: { vendorType?: VendorType }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"form" | "code">("form");
  const [busy, setBusy] = useState(false);
  const photography = vendorType === "wedding_cinematographer";
  const next = NEXT_PAGE[vendorType];
  const title = photography
    ? t("vendorSignup.title")
    : vendorType === "banquet_hall"
      ? t("vendorSignup.banquetTitle")
      : t("vendorSignup.decoratorTitle");

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Spec 001 section 8: 'Signup failed' on the photography signup, 'Signup Failed' on banquet and decorator.
    const failedTitle = photography ? t("vendorSignup.failedTitle") : t("vendorSignup.bqFailedTitle");
    if (password !== confirm) return notify.error(failedTitle, t("vendorSignup.passwordsMismatch"));
    if (password.length < 6) return notify.error(failedTitle, t("vendorSignup.passwordShort"));
    setBusy(true);
    try {
      await authApi.signUp({ email: email.trim(), password, role: "vendor", vendorType });
      if (!photography) {
        notify.success(t("vendorSignup.bqSuccessTitle"), t("vendorSignup.bqSuccess"));
        setStep("code");
        return;
      }
      await wait(1000);
      try {
        await authApi.signIn(email.trim(), password);
        await refreshMe();
        notify.success(t("vendorSignup.successTitle"), t("vendorSignup.success"));
        await wait(1000);
        navigate(next);
      } catch {
        notify.info(t("vendorSignup.checkEmailTitle"), t("vendorSignup.checkEmail"));
        setStep("code");
      }
    } catch (err) {
      const msg = err instanceof ApiRequestError ? err.message : "";
      if (isExisting(msg)) {
        notify.error(t("vendorSignup.existsTitle"), t("vendorSignup.existsRedirect"));
        setTimeout(() => navigate("/login"), 2000);
      } else if (isMailFailure(msg)) {
        // Spec 000 section 5: treated as success, but verification is never skipped.
        setStep("code");
      } else if (err instanceof ApiRequestError) {
        notify.error(failedTitle, msg);
      } else if (photography) {
        notify.error(t("vendorSignup.unexpected"));
      } else {
        // Spec 001 section 8 'Banquet and decorator signup'.
        notify.error("Error", t("unexpected", { ns: "common" }));
      }
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return notify.error(t("vendorSignup.invalidOtpTitle"), t("vendorSignup.invalidOtp"));
    setBusy(true);
    try {
      await authApi.verifyEmail(email.trim(), code);
      await refreshMe();
      notify.success(t("vendorSignup.verified"));
      navigate(next);
    } catch (err) {
      notify.error(
        t("vendorSignup.verifyFailed"),
        err instanceof ApiRequestError ? err.message : t("vendorSignup.unexpected"),
      );
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await authApi.resendVerification(email.trim());
      notify.success(t("vendorSignup.resent"));
    } catch (err) {
      notify.error(t("vendorSignup.resendFailed"), err instanceof ApiRequestError ? err.message : undefined);
    }
  }

  if (step === "code") {
    return (
      <AuthCard title={t("vendorSignup.codeTitle")} subtitle={t("vendorSignup.codeHint", { email })}>
        <form onSubmit={verify} className="space-y-4">
          <Field label={t("vendorSignup.code")} htmlFor="code">
            <CodeInput id="code" value={code} onChange={setCode} />
          </Field>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t("vendorSignup.verifying") : t("vendorSignup.verify")}
          </Button>
          <div className="flex justify-between gap-2">
            <Button variant="ghost" onClick={() => setStep("form")}>
              {t("vendorSignup.back")}
            </Button>
            <Button variant="secondary" onClick={() => void resend()}>
              {t("vendorSignup.resend")}
            </Button>
          </div>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <form onSubmit={submit} className="space-y-4">
        <Field label={t("vendorSignup.email")} htmlFor="email">
          <Input
            id="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <PasswordField
          id="password"
          label={t("vendorSignup.password")}
          value={password}
          onChange={setPassword}
          kind="new"
          required
        />
        <PasswordField
          id="confirm"
          label={t("vendorSignup.confirm")}
          value={confirm}
          onChange={setConfirm}
          kind="new"
          required
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("vendorSignup.submitting") : t("vendorSignup.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t("vendorSignup.haveAccount")}{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("signup.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
