/**
 * Nepal's clock, apart from the Bikram Sambat tables (calendar.ts) so a page that only needs today's date
 * (every page's footer year) does not load them.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The one clock of the dates on screen: an instant's AD date and "HH:MM" time in Nepal
 * (Asia/Kathmandu), whatever the device's time zone. Every BS date shown is made from this.
 */
export function nepalDateTime(instant: Date | string | number = new Date()): { ad: string; hhmm: string } {
  const time = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  // Nepal is UTC+05:45 all year (no daylight saving).
  const shifted = new Date(time + (5 * 60 + 45) * 60_000);
  return {
    ad: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    hhmm: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** Today's AD date in Nepal (Asia/Kathmandu), whatever the device's time zone. */
export function todayAdInNepal(now: Date = new Date()): string {
  return nepalDateTime(now).ad;
}
