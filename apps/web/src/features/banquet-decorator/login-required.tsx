import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { useMe } from "../../lib/auth";

/**
 * Spec 001 sections 5 and 8: a signed-out visitor of a registration form is told the form's
 * own message ('You must be logged in to submit a banquet form') on the way to /login, which
 * brings them back here after signing in.
 */
export function LoginRequired({ form, children }: { form: "banquet" | "decorator"; children: ReactNode }) {
  const { t } = useTranslation("banquetDecorator");
  const message = t(`${form}.loginRequired`);
  const { data: me, isLoading } = useMe();
  const location = useLocation();
  // Not after signing out here: that has its own toast on the way to /.
  const wasSignedIn = useRef(false);
  if (me) wasSignedIn.current = true;
  const signedOut = !isLoading && !me && !wasSignedIn.current;
  useEffect(() => {
    if (signedOut) notify.error(message);
  }, [signedOut, message]);
  if (isLoading) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
