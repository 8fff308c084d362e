import type { DecoratorDetails, HallDetails, VendorPage } from "@bihe/shared";
import { Car, Music, Snowflake, Sparkles, Users, Wallet, Wifi } from "lucide-react";
import type { ReactNode } from "react";
import { Chips } from "../../components/chips";
import { useTypeLabels } from "../../components/vendor-type-labels";
import { usePlainFormat } from "../../i18n/format-plain";

/**
 * What a banquet hall's and a decorator's page shows of its type. Loaded only for them: a
 * photographer's page never downloads it.
 */

const FACILITY_ICONS: Record<string, typeof Wifi> = {
  "Air Conditioning": Snowflake,
  WiFi: Wifi,
  "DJ System": Music,
  Parking: Car,
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-200 p-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</p>
        <div className="font-semibold text-stone-900">{children}</div>
      </div>
    </div>
  );
}

/** A hall's capacity, price per plate and facilities (Parking with its spaces). */
export function HallFacts({
  vendor,
  hall,
}: {
  vendor: Pick<VendorPage, "capacity" | "weddingPrice">;
  hall: HallDetails;
}) {
  const { t, facility } = useTypeLabels();
  const f = usePlainFormat();
  return (
    <section className="space-y-3" data-testid="hall-facts">
      <h3 className="font-semibold">{t("page.hallFacts")}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {vendor.capacity != null && (
          <Fact icon={<Users className="h-5 w-5" aria-hidden="true" />} label={t("page.capacity")}>
            {t("page.packageGuests", { count: vendor.capacity })}
          </Fact>
        )}
        {vendor.weddingPrice > 0 && (
          <Fact icon={<Wallet className="h-5 w-5" aria-hidden="true" />} label={t("page.pricePerPlate")}>
            {t("page.fromPrice", { price: f.money(vendor.weddingPrice) })}
          </Fact>
        )}
      </div>
      <h4 className="text-sm font-semibold text-stone-700">{t("page.facilities")}</h4>
      {hall.facilities.length ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {hall.facilities.map((x) => {
            const Icon = FACILITY_ICONS[x.name] ?? Sparkles;
            return (
              <li key={x.name} className="flex items-center gap-2 text-sm text-stone-800">
                <Icon className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                <span>
                  {facility(x.name)}
                  {x.parkingSpaces != null && (
                    <span className="text-stone-500"> · {t("page.parkingSpaces", { count: x.parkingSpaces })}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">{t("page.noFacilities")}</p>
      )}
    </section>
  );
}

/** A decorator's starting price, specialties and event types. */
export function DecoratorFacts({
  vendor,
  decorator,
}: {
  vendor: Pick<VendorPage, "weddingPrice">;
  decorator: DecoratorDetails;
}) {
  const { t, specialty, event } = useTypeLabels();
  const f = usePlainFormat();
  return (
    <section className="space-y-3" data-testid="decorator-facts">
      {vendor.weddingPrice > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Fact icon={<Wallet className="h-5 w-5" aria-hidden="true" />} label={t("page.startingPrice")}>
            {t("page.fromPrice", { price: f.money(vendor.weddingPrice) })}
          </Fact>
        </div>
      )}
      {decorator.specialties.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">{t("page.specialties")}</h3>
          <Chips items={decorator.specialties.map(specialty)} />
        </div>
      )}
      {decorator.eventTypes.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">{t("page.eventTypes")}</h3>
          <Chips items={decorator.eventTypes.map(event)} />
        </div>
      )}
    </section>
  );
}

/** A hall's packages (guests and price per plate) or a decorator's (a price), with what each includes. */
export function TypePackages({ vendor }: { vendor: Pick<VendorPage, "hall" | "decorator"> }) {
  const { t } = useTypeLabels();
  const f = usePlainFormat();
  const packages = vendor.hall
    ? vendor.hall.packages.map((p) => ({
        id: p.id,
        name: f.defaultText(p.packageName),
        price: t("card.perPlate", { price: f.money(p.pricePerPlate) }),
        guests: p.capacity,
        includes: p.includes,
      }))
    : (vendor.decorator?.packages ?? []).map((p) => ({
        id: p.id,
        name: p.packageName,
        price: f.money(p.price),
        guests: null,
        includes: p.includes,
      }));
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="type-packages">
      {packages.map((p) => (
        <div key={p.id} className="rounded-lg border border-stone-200 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h4 className="font-semibold">{p.name}</h4>
            <span className="font-semibold text-brand-700">{p.price}</span>
          </div>
          {p.guests != null && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
              <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t("page.packageGuests", { count: p.guests })}
            </p>
          )}
          {p.includes.trim() && (
            <p className="mt-2 whitespace-pre-line text-sm text-stone-700">
              <span className="font-medium">{t("page.includes")}:</span> {p.includes}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}

/** The Overview tab's facts of a hall or a decorator (nothing for a photographer). */
export function TypeOverview({
  vendor,
}: {
  vendor: Pick<VendorPage, "capacity" | "weddingPrice" | "hall" | "decorator">;
}) {
  if (vendor.hall) return <HallFacts vendor={vendor} hall={vendor.hall} />;
  if (vendor.decorator) return <DecoratorFacts vendor={vendor} decorator={vendor.decorator} />;
  return null;
}
