import { normalizeVendorType, registrationFormPath } from "@bihe/shared";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMe } from "../../lib/auth";

/**
 * The nine-step wizard is the photography companies' form: a banquet hall or decorator who
 * opens /vendor-form (the restricted-reviews notice links there) goes to their own form.
 */
export function OwnFormRedirect({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  const user = me?.user;
  if (user?.role === "vendor" && normalizeVendorType(user.vendorType) !== "wedding_cinematographer") {
    return <Navigate to={registrationFormPath(user.vendorType)} replace />;
  }
  return <>{children}</>;
}
