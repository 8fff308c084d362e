import { normalizeVendorType, registrationFormPath } from "@bihe/shared";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { FileText, KeyRound, LogOut, QrCode, Star } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { useSignOut } from "../../lib/use-sign-out";
import { ChangePasswordDialog } from "./change-password-dialog";
import { QrCodeDialog } from "./qr-code-dialog";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100";

/** Spec 001 links /vendor-form/photography for a photographer's form details; a hall or decorator has its own form. */
const formDetailsPath = (vendorType: string | null | undefined) =>
  normalizeVendorType(vendorType) === "wedding_cinematographer"
    ? "/vendor-form/photography"
    : registrationFormPath(vendorType);

/** Spec 001 screen 4: the avatar shows the email's initial; Form Details, Change Password, Reviews, QR Code, Logout. */
export function AvatarMenu() {
  const { t } = useTranslation("vendorWorkspace");
  const { data: me } = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<"password" | "qr" | null>(null);
  const email = me?.user.email ?? "";
  const item = (label: string, icon: ReactNode, onSelect: () => void) => (
    <Menu.Item className={itemClass} onSelect={onSelect}>
      {icon}
      {label}
    </Menu.Item>
  );

  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          aria-label={t("menu.open")}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold uppercase text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600/40"
        >
          {email.charAt(0) || "?"}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
          >
            <div className="truncate px-3 py-2 text-xs text-stone-500">{email}</div>
            <Menu.Separator className="my-1 h-px bg-stone-200" />
            {item(t("menu.formDetails"), <FileText className="h-4 w-4" />, () =>
              navigate(formDetailsPath(me?.user.vendorType)),
            )}
            {item(t("menu.changePassword"), <KeyRound className="h-4 w-4" />, () => setDialog("password"))}
            {item(t("menu.reviews"), <Star className="h-4 w-4" />, () => navigate("/vendor-reviews"))}
            {item(t("menu.qrCode"), <QrCode className="h-4 w-4" />, () => setDialog("qr"))}
            <Menu.Separator className="my-1 h-px bg-stone-200" />
            {item(t("menu.logout"), <LogOut className="h-4 w-4" />, () => void signOut())}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ChangePasswordDialog open={dialog === "password"} onOpenChange={(o) => setDialog(o ? "password" : null)} />
      <QrCodeDialog open={dialog === "qr"} onOpenChange={(o) => setDialog(o ? "qr" : null)} />
    </>
  );
}
