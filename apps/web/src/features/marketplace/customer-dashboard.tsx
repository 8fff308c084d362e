import { CalendarHeart, Heart, Home, LogOut, Search, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSignOut } from "../../app/use-sign-out";
import { WorkspaceHeader } from "../../app/workspace-layout";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useMe } from "../../lib/auth";

function Section({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <p className="mt-2 text-sm text-stone-500">{text}</p>
    </Card>
  );
}

/** Spec 000 'Customer dashboard'. */
export default function CustomerDashboard() {
  const { t } = useTranslation("customer");
  const { data: me } = useMe();
  const signOut = useSignOut("dashboard");
  return (
    <>
      <WorkspaceHeader title={t("title")} />
      <div className="space-y-4 p-4 md:p-6">
        <Card className="p-6">
          <h2 className="text-2xl font-bold">{t("welcome")}</h2>
          <p className="mt-1 text-stone-600" data-testid="customer-email">
            {t("signedInAs", { email: me?.user.email ?? "" })}
          </p>
        </Card>
        <div className="grid gap-4 md:grid-cols-3">
          <Section
            icon={<CalendarHeart className="h-5 w-5 text-brand-700" aria-hidden="true" />}
            title={t("bookings")}
            text={t("noBookings")}
          />
          <Section
            icon={<Star className="h-5 w-5 text-brand-700" aria-hidden="true" />}
            title={t("reviews")}
            text={t("noReviews")}
          />
          <Section
            icon={<Heart className="h-5 w-5 text-brand-700" aria-hidden="true" />}
            title={t("favorites")}
            text={t("noFavorites")}
          />
        </div>
        <Card className="p-5">
          <h2 className="font-semibold">{t("quickActions")}</h2>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/photographers" className={buttonClass("primary")}>
              <Search className="h-4 w-4" aria-hidden="true" />
              {t("browse")}
            </Link>
            <Link to="/" className={buttonClass("secondary")}>
              <Home className="h-4 w-4" aria-hidden="true" />
              {t("home")}
            </Link>
            <Button variant="secondary" onClick={() => void signOut()}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t("signOut")}
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
