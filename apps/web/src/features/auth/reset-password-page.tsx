import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard, splitNotice } from "../../components/auth/auth-card";
import { CodeInput } from "../../components/auth/code-input";
import { PasswordField } from "../../components/auth/password-field";
import { Button, buttonClass } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiRequestError } from "../../lib/api";
import { authApi } from "../../lib/auth";

/** Spec 000 'Password reset screen': email + 6-digit code, then the new password twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  // The reset email's link carries the address and the code: it opens at the new password once the code checks.
  const linkCode = params.get("code") ?? params.get("token") ?? "";
  const [code, setCode] = useState(linkCode);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const toastError = (text: string) => notify.error(...splitNotice(text));
  const checkedLink = useRef(false);
  useEffect(() => {
    if (checkedLink.current || !linkCode || !email) return;
    checkedLink.current = true;
    void check(email, linkCode);
  });

  async function verify(e: FormEvent) {
    e.preventDefault();
    await check(email, code);
  }

  async function check(address: string, typed: string) {
    if (!address.trim() || !/^\d{6}$/.test(typed)) return toastError(t("reset.invalidInput"));
    setBusy(true);
    try {
      await authApi.checkResetCode(address.trim(), typed);
      notify.success(...splitNotice(t("reset.otpVerified")));
      setStep(2);
    } catch (err) {
      notify.error(
        t("reset.otpFailed"),
        err instanceof ApiRequestError ? err.message : t("unexpected", { ns: "common" }),
      );
    } finally {
      setBusy(false);
    }
  }

  async function update(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return toastError(t("reset.mismatch"));
    if (password.length < 6) return toastError(t("reset.short"));
    setBusy(true);
    try {
      await authApi.resetPassword(email.trim(), code, password);
      notify.success(...splitNotice(t("reset.updated")));
      navigate("/login", { replace: true });
    } catch (err) {
      notify.error(t("reset.failed"), err instanceof ApiRequestError ? err.message : t("unexpected", { ns: "common" }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("reset.title")} subtitle={step === 1 ? t("reset.step1") : t("reset.step2")}>
      {step === 1 ? (
        <form onSubmit={verify} noValidate className="space-y-4">
          <Field label={t("reset.email")} htmlFor="email">
            <Input
              id="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field label={t("reset.code")} htmlFor="code">
            <CodeInput id="code" value={code} onChange={setCode} />
          </Field>
          <Button type="submit" className="w-full" disabled={busy}>
            {t("reset.verify")}
          </Button>
        </form>
      ) : (
        <form onSubmit={update} noValidate className="space-y-4">
          <PasswordField
            id="password"
            label={t("reset.newPassword")}
            value={password}
            onChange={setPassword}
            kind="new"
          />
          <PasswordField id="confirm" label={t("reset.confirm")} value={confirm} onChange={setConfirm} kind="new" />
          <Button type="submit" className="w-full" disabled={busy}>
            {t("reset.submit")}
          </Button>
        </form>
      )}
      <Link to="/login" className={`${buttonClass("ghost")} mt-4 w-full`}>
        {t("reset.backToLogin")}
      </Link>
    </AuthCard>
  );
}
