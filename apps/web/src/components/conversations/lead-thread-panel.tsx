import { Link2, Link2Off } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/api";
import { useClientLink, useThread } from "../../lib/conversations-api";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/input";
import { notify } from "../ui/toast";
import { ThreadPanel, type ThreadPanelProps } from "./thread-panel";

/**
 * A lead's conversation inside the vendor's lead detail. A lead without a couple's account gets the
 * private-link controls above it: email a link to the client, make a new one (the old stops), turn it off.
 */
export function LeadThreadPanel({
  leadId,
  renderQuotation,
}: { leadId: string } & Pick<ThreadPanelProps, "renderQuotation">) {
  return (
    <ThreadPanel
      scope={{ as: "vendor", leadId }}
      renderQuotation={renderQuotation}
      header={<ClientLinkControls leadId={leadId} />}
    />
  );
}

function ClientLinkControls({ leadId }: { leadId: string }) {
  const { t } = useTranslation("conversations");
  const { data } = useThread({ as: "vendor", leadId });
  const { send, revoke } = useClientLink(leadId);
  const [email, setEmail] = useState("");
  if (!data || data.hasCustomerAccount) return null;
  const active = data.clientLinkEmail;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim(), {
      onSuccess: (answer) => {
        notify.success(t("link.sentTo", { email: answer.sentTo }));
        setEmail("");
      },
      onError: (error) => notify.error(errorMessage(error, t("thread.loadError"))),
    });
  };

  return (
    <div className="space-y-2 border-b border-stone-200 bg-white p-3 text-sm" data-testid="client-link">
      <p className="flex items-center gap-2 font-semibold">
        <Link2 className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {t("link.title")}
      </p>
      <p className="text-stone-600">{active ? t("link.active", { email: active }) : t("link.intro")}</p>
      {!data.clientReachable && <p className="text-amber-800">{t("thread.notReachable")}</p>}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field label={t("link.email")} htmlFor={`link-email-${leadId}`} className="min-w-0 flex-1">
          <Input
            id={`link-email-${leadId}`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" size="md" disabled={send.isPending || !email.trim()}>
          {active ? t("link.resend") : t("link.send")}
        </Button>
        {active && (
          <Button
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => notify.success(t("link.revoked")),
                onError: (error) => notify.error(errorMessage(error, t("thread.loadError"))),
              })
            }
          >
            <Link2Off className="h-4 w-4" aria-hidden="true" />
            {t("link.revoke")}
          </Button>
        )}
      </form>
    </div>
  );
}
