import { ArrowLeft, Briefcase, Building2, Camera, ChefHat, Flower2, Heart, Sparkles, User } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { withNext } from "../../lib/next-path";

function Choice({
  icon,
  title,
  hint,
  onClick,
  soon,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  onClick?: () => void;
  soon?: string;
}) {
  return (
    <button
      type="button"
      disabled={!!soon}
      onClick={onClick}
      className={cn(
        "flex w-full items-center gap-4 rounded-xl border p-4 text-left transition-colors",
        soon
          ? "cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400"
          : "border-stone-300 hover:border-brand-600 hover:bg-brand-50",
      )}
    >
      <span className={cn("rounded-lg p-2", soon ? "bg-stone-100" : "bg-brand-100 text-brand-700")}>{icon}</span>
      <span className="flex-1">
        <span className="block font-medium">{title}</span>
        {hint && <span className="block text-sm text-stone-500">{hint}</span>}
      </span>
      {soon && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-600">{soon}</span>}
    </button>
  );
}

/**
 * Spec 000 '/signup': account type, then vendor type. Vendor > Photography Company and Customer
 * (a couple's account, /customer-signup, docs/decisions/0018) are active.
 */
export function SignupPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<1 | 2>(1);
  const soon = t("signup.comingSoon");
  return (
    <AuthCard title={t("signup.title")} subtitle={step === 1 ? t("signup.step1") : t("signup.step2")}>
      <div className="space-y-3">
        {step === 1 ? (
          <>
            <Choice
              icon={<Briefcase className="h-5 w-5" />}
              title={t("signup.vendor")}
              hint={t("signup.vendorHint")}
              onClick={() => setStep(2)}
            />
            <Choice
              icon={<Heart className="h-5 w-5" />}
              title={t("signup.customer")}
              hint={t("signup.customerHint")}
              onClick={() => navigate(withNext("/customer-signup", params.get("next")))}
            />
            <Choice
              icon={<User className="h-5 w-5" />}
              title={t("signup.freelancer")}
              hint={t("signup.freelancerHint")}
              soon={soon}
            />
          </>
        ) : (
          <>
            <Choice
              icon={<Camera className="h-5 w-5" />}
              title={t("signup.photography")}
              hint={t("signup.photographyHint")}
              onClick={() => navigate("/vendor-signup")}
            />
            <Choice icon={<Building2 className="h-5 w-5" />} title={t("signup.banquet")} soon={soon} />
            <Choice icon={<Flower2 className="h-5 w-5" />} title={t("signup.decorator")} soon={soon} />
            <Choice icon={<Sparkles className="h-5 w-5" />} title={t("signup.makeup")} soon={soon} />
            <Choice icon={<ChefHat className="h-5 w-5" />} title={t("signup.catering")} soon={soon} />
            <Button variant="ghost" onClick={() => setStep(1)}>
              <ArrowLeft className="h-4 w-4" /> {t("signup.back")}
            </Button>
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t("signup.haveAccount")}{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t("signup.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
