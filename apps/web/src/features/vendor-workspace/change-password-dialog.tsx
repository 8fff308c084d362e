import { type FormEvent, useState } from "react";
import { PasswordField } from "../../components/auth/password-field";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { authApi } from "../../lib/auth";

/** A real password change (current + new) through the account system; other sessions are signed out. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("vendorWorkspace");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function close(o: boolean) {
    if (!o) {
      setCurrent("");
      setNext("");
      setConfirm("");
      setErrors({});
    }
    onOpenChange(o);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current = t("password.required");
    if (next.length < 6) found.next = t("password.short");
    if (next !== confirm) found.confirm = t("password.mismatch");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await authApi.changePassword(current, next);
      notify.success(t("password.successTitle"), t("password.success"));
      close(false);
    } catch (err) {
      notify.error(t("password.failedTitle"), errorMessage(err, t("reviews.errorTitle")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close} title={t("password.title")} description={t("password.description")}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <PasswordField
          id="current-password"
          label={t("password.current")}
          value={current}
          onChange={setCurrent}
          kind="current"
          error={errors.current}
        />
        <PasswordField
          id="new-password"
          label={t("password.next")}
          value={next}
          onChange={setNext}
          kind="new"
          error={errors.next}
        />
        <PasswordField
          id="confirm-password"
          label={t("password.confirm")}
          value={confirm}
          onChange={setConfirm}
          kind="new"
          error={errors.confirm}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("password.saving") : t("password.submit")}
        </Button>
      </form>
    </Dialog>
  );
}
