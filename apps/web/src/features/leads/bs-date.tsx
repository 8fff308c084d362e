import { nepalDateTime } from "@bihe/shared";
import { useFormat } from "../../i18n/format";

/** A date shown in Bikram Sambat (in the reader's language) with the AD date on hover (DESIGN: dates on lead screens). */
export function BsDate({ ad, className }: { ad: string | null | undefined; className?: string }) {
  const f = useFormat();
  if (!ad) return <span className={className}>—</span>;
  return (
    <time dateTime={ad} title={`${f.adDate(ad)} AD`} className={className}>
      {f.date(ad)}
    </time>
  );
}

/** "2026-01-15T09:30:00Z" -> BS date plus the time, both in Nepal (not the device's zone), AD on hover. */
export function BsDateTime({ iso }: { iso: string }) {
  const f = useFormat();
  const { ad, hhmm } = nepalDateTime(iso);
  return (
    <time dateTime={iso} title={`${f.adDate(ad)} AD, ${f.clock(hhmm)}`}>
      {f.date(ad)}, {f.clock(hhmm)}
    </time>
  );
}
