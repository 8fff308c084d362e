import { type AdminVendorRow, formatVendorTypeLabel } from "@bihe/shared";
import { FolderOpen, Globe } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";

/** Brand outlines drawn like lucide's stroke icons (lucide 1.x ships no brand icons). */
function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
const Facebook = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Svg>
);
const Instagram = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
    <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
    <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
  </Svg>
);
const Youtube = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </Svg>
);

/** Social icons and the drive link, each opened in a new tab. */
export function SocialIcons({
  vendor,
}: {
  vendor: Pick<AdminVendorRow, "facebookUrl" | "instagramUrl" | "youtubeUrl" | "websiteUrl">;
}) {
  const links = [
    { href: vendor.facebookUrl, label: "Facebook", icon: Facebook },
    { href: vendor.instagramUrl, label: "Instagram", icon: Instagram },
    { href: vendor.youtubeUrl, label: "YouTube", icon: Youtube },
    { href: vendor.websiteUrl, label: "Website", icon: Globe },
  ].filter((l) => l.href);
  if (!links.length) return null;
  return (
    <span className="inline-flex items-center gap-1">
      {links.map(({ href, label, icon: Icon }) => (
        <a
          key={label}
          href={href ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          title={label}
          className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-brand-700"
        >
          <Icon className="h-4 w-4" />
        </a>
      ))}
    </span>
  );
}

export function DriveLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-brand-700 hover:underline"
    >
      <FolderOpen className="h-4 w-4" aria-hidden="true" />
      {label}
    </a>
  );
}

/** A vendor type as the admin reads it: the spec's 'Wedding Cinematographer' in English, the reader's words in Nepali. */
export function useVendorTypeLabel() {
  const { t } = useTranslation("marketplace");
  return (type: string) =>
    t(`vendorTypeLabels.${type}` as "vendorTypeLabels.decorator", { defaultValue: formatVendorTypeLabel(type) });
}
