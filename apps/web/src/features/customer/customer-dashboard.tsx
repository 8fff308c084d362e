import { Heart, Home, LogOut, Search } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { NavBadge } from "../../components/conversations/nav-badge";
import { WorkspaceHeader } from "../../components/layout/workspace-header";
import { useUnreadCount } from "../../components/notifications/api";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, PageSpinner } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";
import { useSignOut } from "../../lib/use-sign-out";
import { ContactedVendorsTab } from "./contacted-vendors-tab";
import { ProfileTab } from "./profile-tab";
import { BookingsSlot, MessagesSlot, MyReviewsSlot, ShortlistSlot } from "./tab-slots";

const TABS = ["shortlist", "contacted", "messages", "bookings", "reviews", "profile"] as const;
type Tab = (typeof TABS)[number];

/** The couple's `/customer-dashboard` (docs/decisions/0018): Shortlist, Contacted vendors, My reviews, Profile (the tab in the URL). */
export default function CustomerDashboard() {
  const { t } = useTranslation("customer");
  const { data: me } = useMe();
  const signOut = useSignOut("dashboard");
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : "contacted";
  const select = (value: string) => setParams({ tab: value }, { replace: true });
  // The workspace's bell already asks for this count: the tab's badge adds no request.
  const unread = useUnreadCount();
  // Read once: choosing a tab replaces the history entry (and its state), and the greeting stays.
  const location = useLocation();
  const [newAccount] = useState(() => Boolean((location.state as { newAccount?: boolean } | null)?.newAccount));

  return (
    <>
      <WorkspaceHeader title={t("title")} />
      <div className="space-y-4 p-3 sm:p-4 md:p-6">
        <div className="grid gap-4 md:grid-cols-[1fr_auto]">
          <Card className="p-4 sm:p-6">
            <h2 className="text-xl font-bold sm:text-2xl">{newAccount ? t("welcomeNew") : t("welcome")}</h2>
            <p className="mt-1 break-all text-stone-600" data-testid="customer-email">
              {t("signedInAs", { email: me?.user.email ?? "" })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to="/photographers" className={buttonClass("primary", "sm")}>
                <Search className="h-4 w-4" aria-hidden="true" />
                {t("browse")}
              </Link>
              <Link to="/" className={buttonClass("secondary", "sm")}>
                <Home className="h-4 w-4" aria-hidden="true" />
                {t("home")}
              </Link>
              <Button size="sm" variant="secondary" onClick={() => void signOut()}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t("signOut")}
              </Button>
            </div>
          </Card>
          {/* Only what a couple can use: their hearted vendors and the compare view. */}
          <Card className="p-4 sm:p-6 md:w-72">
            <h2 className="flex items-center gap-2 font-semibold">
              <Heart className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {t("favourites.title")}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t("favourites.text")}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => select("shortlist")}>
              {t("favourites.open")}
            </Button>
          </Card>
        </div>
        <Tabs value={tab} onValueChange={select}>
          <div className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
            <TabsList>
              {TABS.map((id) => (
                <TabsTrigger key={id} value={id}>
                  {t(`tabs.${id}`)}
                  {id === "messages" && <NavBadge count={unread.data?.messages} />}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="shortlist">
            <Slot component={ShortlistSlot} fallback={t("shortlistFallback")} />
          </TabsContent>
          <TabsContent value="contacted">
            <ContactedVendorsTab />
          </TabsContent>
          <TabsContent value="messages">
            <Slot component={MessagesSlot} fallback={t("soon")} />
          </TabsContent>
          <TabsContent value="bookings">
            <Slot component={BookingsSlot} fallback={t("soon")} />
          </TabsContent>
          <TabsContent value="reviews">
            <Slot component={MyReviewsSlot} fallback={t("reviewsFallback")} />
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

function Slot({ component: Component, fallback }: { component: React.ComponentType | null; fallback: ReactNode }) {
  if (!Component) {
    return (
      <Card className="p-6">
        <p className="text-stone-600">{fallback}</p>
      </Card>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}
