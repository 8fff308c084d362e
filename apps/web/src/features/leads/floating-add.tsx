import { Link2, Plus, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { clientFormLink } from "./api";
import { ShareLink } from "./share";

/** Spec 001 2.15: the floating add button with Send Link and Add New Client. */
export function FloatingAdd() {
  const { t } = useTranslation("leads");
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState(false);
  const vendorId = me?.vendor?.id;
  const action =
    "flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-stone-800 shadow-lg ring-1 ring-stone-200 hover:bg-stone-50";
  return (
    <>
      <div className="fixed bottom-5 right-5 z-40 flex flex-col items-end gap-2">
        {open && (
          <>
            {vendorId && (
              <button
                type="button"
                className={action}
                onClick={() => {
                  setDialog(true);
                  setOpen(false);
                }}
              >
                <Link2 className="h-4 w-4" />
                {t("add.sendLink")}
              </button>
            )}
            <button
              type="button"
              className={action}
              onClick={() => {
                setOpen(false);
                navigate("/photographer-leads/add-client");
              }}
            >
              <UserPlus className="h-4 w-4" />
              {t("add.addClient")}
            </button>
          </>
        )}
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-label={t("add.open")}
          className={cn(
            "flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl hover:bg-brand-800",
          )}
        >
          {open ? <X className="h-6 w-6" /> : <Plus className="h-6 w-6" />}
        </button>
      </div>
      {vendorId && (
        <Dialog open={dialog} onOpenChange={setDialog} title={t("add.dialogTitle")} description={t("add.dialogHint")}>
          <ShareLink link={clientFormLink(vendorId)} whatsapp={false} />
        </Dialog>
      )}
    </>
  );
}
