import type { Me } from "@bihe/shared";
import { systemRefs } from "@bihe/shared/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { currentLanguage } from "../i18n/language";
import { api } from "./api";
import { contractQuery } from "./call-api";
import { queryClient } from "./query-client";
import { useSyncExternalStore } from "./use-sync-external-store";

export const ME_KEY = systemRefs.me.queryKey({});

/** Who is asking, as a screen reads it: the user (null when signed out), undefined while the answer is on its way. */
export type MeView = { data: Me | null | undefined; isLoading: boolean };

const meQuery = { ...contractQuery(systemRefs.me), staleTime: 60_000 };
/** A couple, or nothing: a visitor's answer (null) selects the same nothing as the answer still on its way. */
const customerOrNothing = (me: Me | null) => (me?.user.role === "customer" ? true : undefined);

/** Nobody yet, the answer still on its way. */
const STILL_ASKING: MeView = { data: undefined, isLoading: true };
/** Nobody is signed in. */
const SIGNED_OUT: MeView = { data: null, isLoading: false };
/**
 * What the server drew a first screen with: signed out when the page's answers said so (it does for a visitor
 * without a session cookie: the server's web/html.ts), else still asking. In the browser, read by main.tsx once the
 * page's answers are in the cache (query-client.ts) and before any answer of the app's own.
 */
let drawnWith: MeView = STILL_ASKING;
/** Reads the page's answers; the server draws page after page with one cache and calls it for each (entry-server.tsx). */
export function drawWithPageAnswers(): void {
  drawnWith = queryClient.getQueryData(ME_KEY) === null ? SIGNED_OUT : STILL_ASKING;
}
const subscribeNothing = () => () => {};
/** `value`, except while React hydrates the calling part: then `drawn`, what the server drew it with. */
const useAsTheServerDrew = <T>(value: T, drawn: T) =>
  useSyncExternalStore(
    subscribeNothing,
    () => value,
    () => drawn,
  );

/**
 * The signed-in user and their vendor application, or null.
 *
 * While React hydrates a screen the server drew, each part reads what the server drew it with, and React
 * draws the real answer right after. React hydrates a screen part by part, and the answer can arrive in
 * between (the navigation bar asks, the listing's cards are hydrated later): a card hydrated with a
 * signed-in couple's answer drew its heart pressed over the server's unpressed button, and React does not
 * correct an attribute that differs while hydrating, so the heart stayed unpressed on the screen while
 * the app held it pressed (a tap then took the vendor off the shortlist).
 */
export function useMe(): MeView {
  const { data, isLoading } = useQuery(meQuery);
  // The same object while nothing changed: a visitor whose answer has not come yet is not drawn twice.
  const view = useMemo(
    () =>
      data === undefined && isLoading ? STILL_ASKING : data === null && !isLoading ? SIGNED_OUT : { data, isLoading },
    [data, isLoading],
  );
  return useAsTheServerDrew(view, drawnWith);
}

export const authApi = {
  signIn: (email: string, password: string) =>
    api("/api/auth/sign-in/email", { method: "POST", body: { email, password } }),
  signUp: (body: { email: string; password: string; role: "vendor" | "customer"; vendorType?: string }) =>
    api<{ token: string | null }>("/api/auth/sign-up/email", {
      method: "POST",
      // The account reads (and gets its emails) in the language it signed up in.
      body: { name: "", locale: currentLanguage(), ...body },
    }),
  signOut: () => api("/api/auth/sign-out", { method: "POST", body: {} }),
  verifyEmail: (email: string, otp: string) =>
    api("/api/auth/email-otp/verify-email", { method: "POST", body: { email, otp } }),
  resendVerification: (email: string) =>
    api("/api/auth/email-otp/send-verification-otp", { method: "POST", body: { email, type: "email-verification" } }),
  requestPasswordReset: (email: string) =>
    api("/api/auth/email-otp/request-password-reset", { method: "POST", body: { email } }),
  checkResetCode: (email: string, otp: string) =>
    api("/api/auth/email-otp/check-verification-otp", {
      method: "POST",
      body: { email, otp, type: "forget-password" },
    }),
  resetPassword: (email: string, otp: string, password: string) =>
    api("/api/auth/email-otp/reset-password", { method: "POST", body: { email, otp, password } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api("/api/auth/change-password", {
      method: "POST",
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
};

/** Refreshes the profile after sign-in or sign-out. */
export function useRefreshMe() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries({ queryKey: ME_KEY });
    return qc.fetchQuery({ ...contractQuery(systemRefs.me), staleTime: 0 });
  };
}

/**
 * Whether a couple is signed in, for the parts that need only that (every shortlist heart of a listing). They
 * are not drawn again when the answer comes for a visitor or a vendor, only when it turns out to be a couple;
 * while React hydrates a screen the server drew, no one is (as for useMe).
 */
export function useIsCustomer(): boolean {
  const { data } = useQuery({ ...meQuery, select: customerOrNothing });
  return useAsTheServerDrew(data === true, false);
}
