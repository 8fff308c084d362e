import { formatAd, formatBs, isAdInBsRange } from "@bihe/shared";

/** A date shown in Bikram Sambat with the AD date on hover (DESIGN: dates on lead screens). */
export function BsDate({ ad, className }: { ad: string | null | undefined; className?: string }) {
  if (!ad) return <span className={className}>—</span>;
  const bs = isAdInBsRange(ad) ? formatBs(ad) : "";
  return (
    <time dateTime={ad} title={`${formatAd(ad)} AD`} className={className}>
      {bs || formatAd(ad)}
    </time>
  );
}

/** "2026-01-15T09:30:00Z" -> BS date plus local time, AD on hover. */
export function BsDateTime({ iso }: { iso: string }) {
  const d = new Date(iso);
  const ad = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const time = d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  return (
    <time dateTime={iso} title={`${formatAd(ad)} AD, ${time}`}>
      {isAdInBsRange(ad) ? formatBs(ad) : formatAd(ad)}, {time}
    </time>
  );
}
