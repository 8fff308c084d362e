import { dashboardPath, normalizeVendorType, type Role, type VendorType } from "@bihe/shared";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useMe } from "../../lib/auth";
import { safeNext } from "../../lib/next-path";
import { PageSpinner } from "../ui/card";

/**
 * Spec 000 section 6: not signed in goes to /login; a wrong role goes to its own dashboard;
 * a vendor of the wrong type goes to the right dashboard. Admins pass every role check.
 */
export function RequireAuth({
  roles,
  vendorType,
  children,
}: {
  roles?: Role[];
  vendorType?: VendorType;
  children: ReactNode;
}) {
  const { data: me, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const { role } = me.user;
  if (roles && role !== "admin" && !roles.includes(role)) return <Navigate to={dashboardPath(me.user)} replace />;
  if (vendorType && role === "vendor" && normalizeVendorType(me.user.vendorType) !== vendorType) {
    return <Navigate to={dashboardPath(me.user)} replace />;
  }
  return <>{children}</>;
}

/** For /login and /signup: a signed-in user goes to the `?next=` page (same site only) or their dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: me, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (me) {
    const next = safeNext(new URLSearchParams(location.search).get("next"));
    return <Navigate to={next ?? dashboardPath(me.user)} replace />;
  }
  return <>{children}</>;
}
