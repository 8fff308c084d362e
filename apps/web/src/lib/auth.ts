import { systemRefs } from "@bihe/shared/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { currentLanguage } from "../i18n/language";
import { api } from "./api";
import { contractQuery } from "./call-api";

export const ME_KEY = systemRefs.me.queryKey({});

/** The signed-in user and their vendor application, or null. */
export function useMe() {
  return useQuery({ ...contractQuery(systemRefs.me), staleTime: 60_000 });
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
