import type { Booking } from "@bihe/shared";
import { FileDown } from "lucide-react";
import { useFormat } from "../../i18n/format";
import { useTranslation } from "../../i18n/use-translation";
import { type ReceiptScope, receiptUrl } from "../../lib/bookings-api";
import { buttonClass } from "../ui/button";
import { Badge } from "../ui/card";

const stateTones = { paid: "green", part_paid: "blue", due: "neutral", overdue: "red" } as const;

export function BookingStatus({ status }: { status: Booking["status"] }) {
  const { t } = useTranslation("bookings");
  return <Badge tone={status === "confirmed" ? "green" : "red"}>{t(`status.${status}`)}</Badge>;
}

/** Total, paid and balance in one row of three figures. */
export function BookingFigures({ booking: b }: { booking: Pick<Booking, "total" | "paid" | "balance"> }) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  const cell = (label: string, value: number, strong = false) => (
    <div className="rounded-lg bg-stone-50 p-2">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className={strong ? "font-semibold text-brand-800" : "font-medium"}>{f.money(value)}</dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="booking-figures">
      {cell(t("total"), b.total)}
      {cell(t("paid"), b.paid)}
      {cell(t("balance"), b.balance, true)}
    </dl>
  );
}

/** The booking's events with their BS dates. */
export function BookingEvents({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  return (
    <ul className="space-y-1 text-sm">
      {b.events.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a lead's events have no id here and keep their order
        <li key={i} className="flex flex-wrap justify-between gap-2">
          <span>{f.event(e.name)}</span>
          <span className="text-stone-600">{e.date ? f.date(e.date) : t("undated")}</span>
        </li>
      ))}
    </ul>
  );
}

/** Per installment: its amount and due date, what is paid and left, and its state. */
export function BookingSchedule({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  return (
    <section className="space-y-2" aria-labelledby="schedule-title">
      <h3 id="schedule-title" className="font-semibold">
        {t("schedule")}
      </h3>
      <ol className="space-y-2" data-testid="booking-schedule">
        {b.installments.map((i, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: installments are a fixed list in the accepted order
          <li key={index} className="rounded-lg border border-stone-200 p-3 text-sm" data-testid="installment">
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium">{i.label}</p>
              <Badge tone={stateTones[i.state]}>{t(`state.${i.state}`)}</Badge>
            </div>
            <p className="text-stone-600">
              {f.money(i.amount)} ·{" "}
              {i.dueDate
                ? `${t("due")} ${f.date(i.dueDate)}`
                : b.firstEventDate
                  ? t("onTheDay", { date: f.date(b.firstEventDate) })
                  : t("onTheDayUndated")}
            </p>
            <p className="text-stone-600">
              {t("paid")} {f.money(i.paid)} · {t("left")} {f.money(i.left)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The payments received, each with its receipt in English and Nepali. */
export function PaymentsList({ booking: b, scope }: { booking: Booking; scope: ReceiptScope }) {
  const { t } = useTranslation("bookings");
  const f = useFormat();
  return (
    <section className="space-y-2" aria-labelledby="payments-title">
      <h3 id="payments-title" className="font-semibold">
        {t("payments")}
      </h3>
      {b.payments.length === 0 ? (
        <p className="text-sm text-stone-600">{t("noPayments")}</p>
      ) : (
        <ul className="space-y-2" data-testid="payments">
          {b.payments.map((p) => (
            <li key={p.id} className="space-y-2 rounded-lg border border-stone-200 p-3 text-sm" data-testid="payment">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{f.money(p.amount)}</span>
                <span className="text-stone-600">{f.date(p.paidOn)}</span>
              </div>
              <p className="text-stone-600">
                {t(`methods.${p.method}`)}
                {p.reference ? ` · ${p.reference}` : ""} · {t("receiptNo", { number: f.digits(p.receiptNo) })}
              </p>
              <div className="flex flex-wrap gap-2">
                {(["en", "ne"] as const).map((lang) => (
                  <a
                    key={lang}
                    href={receiptUrl(scope, b.id, p.id, lang)}
                    download
                    className={buttonClass("secondary", "sm")}
                    data-testid={`receipt-${lang}`}
                  >
                    <FileDown className="h-4 w-4" aria-hidden />
                    {lang === "en" ? t("receiptEn") : t("receiptNe")}
                  </a>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
