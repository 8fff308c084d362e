import type { StepKey } from "@bihe/shared";
import { DecisionReason } from "../../components/application-status/decision-reason";
import { useFormStatus } from "./api";

/**
 * The admin's reason shown on the wizard step it concerns (docs/decisions/0015): the rejection of the
 * application, or of an approved vendor's last change request.
 */
export function StepReason({ step }: { step: StepKey }) {
  const { data } = useFormStatus();
  if (!data) return null;
  const source =
    data.status === "rejected" && data.decision?.status === "rejected"
      ? data.decision
      : data.status === "approved" && data.changeRequest?.status === "rejected"
        ? data.changeRequest
        : null;
  if (!source?.reason || source.step !== step) return null;
  return (
    <div className="mb-4">
      <DecisionReason reason={source.reason} step={source.step} vendorType={data.vendorType} linkToStep={false} />
    </div>
  );
}
