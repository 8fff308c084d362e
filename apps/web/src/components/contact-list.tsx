import type { VendorContact } from "@bihe/shared";
import { MessageCircle, Phone, User } from "lucide-react";
import { useTranslation } from "../i18n/use-translation";

/** A vendor's contact people (also on the couple's Contacted vendors tab). */
export function ContactList({ contacts }: { contacts: VendorContact[] }) {
  const { t } = useTranslation("marketplace");
  if (contacts.length === 0) return <p className="text-sm text-stone-600">{t("contact.none")}</p>;
  return (
    <ul className="space-y-3">
      {contacts.map((c) => (
        <li key={c.mobile} className="space-y-1 rounded-lg border border-stone-200 p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <User className="h-4 w-4 text-stone-500" aria-hidden="true" />
            {c.name}
          </p>
          <p className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-stone-500" aria-hidden="true" />
            <span className="text-stone-500">{t("contact.mobile")}:</span>
            <a href={`tel:${c.mobile}`} className="font-medium text-brand-700 hover:underline">
              {c.mobile}
            </a>
          </p>
          {c.whatsapp && (
            <p className="flex items-center gap-2">
              <MessageCircle className="h-4 w-4 text-stone-500" aria-hidden="true" />
              <span className="text-stone-500">{t("contact.whatsapp")}:</span>
              <span>{c.whatsapp}</span>
            </p>
          )}
          {c.secondaryContact && (
            <p className="text-stone-600">
              {t("contact.secondary")}: {c.secondaryContact}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
