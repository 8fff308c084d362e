import type { VendorDay } from "@bihe/shared";
import { vendorDayContracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, FileText, MessageSquare, Star, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge, Card, Skeleton } from "../../components/ui/card";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { contractQuery } from "../../lib/call-api";

type ListKey = "messages" | "quotations" | "installments" | "events" | "reviews";
type Row = { key: string; to: string; title: string; detail: string; urgent?: boolean };

/** A lead's detail opens over its pipeline list (`?leadId=`). */
const leadPath = (list: "quotation-sent" | "won", leadId: string) => `/photographer-leads/${list}?leadId=${leadId}`;

/**
 * The vendor's day on its dashboard: what needs action (unanswered messages, quotations awaiting the couple,
 * installments due this week, events this week, reviews to reply to), each item a link to its screen. One
 * request; phone first (one column, two from a wide screen).
 */
export function VendorDayPanel() {
  const { t } = useTranslation("vendorWorkspace");
  const f = useFormat();
  const day = useQuery({ ...contractQuery(vendorDayContracts.day), staleTime: 30_000 });

  if (day.isLoading) return <Skeleton className="h-48 w-full rounded-xl" />;
  if (!day.data) {
    return (
      <Card className="p-4">
        <p role="alert" className="text-sm text-red-700">
          {t("day.loadFailed")}
        </p>
      </Card>
    );
  }
  const d: VendorDay = day.data;
  const lists: { key: ListKey; icon: ReactNode; more: string; rows: Row[] }[] = [
    {
      key: "messages",
      icon: <MessageSquare className="h-4 w-4" aria-hidden="true" />,
      more: "/vendor-messages",
      rows: d.messages.items.map((m) => ({
        key: m.leadId,
        to: `/vendor-messages?lead=${m.leadId}`,
        title: m.clientName,
        detail: f.moment(m.at),
      })),
    },
    {
      key: "quotations",
      icon: <FileText className="h-4 w-4" aria-hidden="true" />,
      more: "/photographer-leads/quotation-sent",
      rows: d.quotations.items.map((q) => ({
        key: q.quotationId,
        to: leadPath("quotation-sent", q.leadId),
        title: q.clientName,
        detail: q.validUntil
          ? t("day.quotationUntil", { amount: f.money(q.total), date: f.date(q.validUntil) })
          : f.money(q.total),
      })),
    },
    {
      key: "installments",
      icon: <Wallet className="h-4 w-4" aria-hidden="true" />,
      more: "/vendor-bookings",
      rows: d.installments.items.map((i) => ({
        key: `${i.bookingId}-${i.label}`,
        to: `/vendor-bookings/${i.bookingId}`,
        title: `${i.clientName} · ${i.label}`,
        detail: t(i.overdue ? "day.overdue" : "day.due", {
          amount: f.money(i.left),
          date: i.dueDate ? f.date(i.dueDate) : "",
        }),
        urgent: i.overdue,
      })),
    },
    {
      key: "events",
      icon: <CalendarDays className="h-4 w-4" aria-hidden="true" />,
      more: "/vendor-calendar",
      rows: d.events.items.map((e) => ({
        key: `${e.leadId}-${e.eventDate}-${e.eventName}`,
        to: leadPath("won", e.leadId),
        title: `${e.clientName} · ${e.eventName}`,
        detail: e.startTime ? `${f.date(e.eventDate)} · ${f.digits(e.startTime)}` : f.date(e.eventDate),
      })),
    },
    {
      key: "reviews",
      icon: <Star className="h-4 w-4" aria-hidden="true" />,
      more: "/vendor-reviews",
      rows: d.reviews.items.map((r) => ({
        key: r.reviewId,
        to: "/vendor-reviews",
        title: r.reviewerName,
        detail: t("day.stars", { rating: f.digits(r.rating) }),
      })),
    },
  ];
  const nothing = lists.every((l) => d[l.key].total === 0);

  return (
    <section aria-labelledby="vendor-day-title" className="space-y-3" data-testid="vendor-day">
      <h2 id="vendor-day-title" className="font-semibold text-stone-900">
        {t("day.title")}
      </h2>
      {nothing ? (
        <Card className="p-4">
          <p className="text-sm text-stone-600" data-testid="vendor-day-empty">
            {t("day.allClear")}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {lists.map((list) => (
            <li key={list.key}>
              <Card className="h-full p-3.5 sm:p-4" data-testid={`day-${list.key}`}>
                <h3 className="flex items-center justify-between gap-2 text-sm font-semibold text-stone-800">
                  <span className="flex items-center gap-1.5">
                    {list.icon}
                    {t(`day.lists.${list.key}`)}
                  </span>
                  <Badge tone={d[list.key].total ? "brand" : "neutral"}>{f.digits(d[list.key].total)}</Badge>
                </h3>
                {list.rows.length === 0 ? (
                  <p className="mt-2 text-sm text-stone-500">{t(`day.empty.${list.key}`)}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-stone-100">
                    {list.rows.map((row) => (
                      <li key={row.key}>
                        <Link
                          to={row.to}
                          className="flex min-h-11 flex-col justify-center rounded px-1 py-1.5 hover:bg-stone-50"
                        >
                          <span className="truncate text-sm font-medium text-stone-900">{row.title}</span>
                          <span className={row.urgent ? "text-xs text-red-700" : "text-xs text-stone-500"}>
                            {row.detail}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                {d[list.key].total > list.rows.length && (
                  <Link to={list.more} className="mt-1 inline-block text-xs font-medium text-brand-700 hover:underline">
                    {t("day.seeAll", { number: f.digits(d[list.key].total) })}
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
