import { placePath, type VendorType } from "@bihe/shared";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { usePlainFormat } from "../../i18n/format-plain";
import { useTranslation } from "../../i18n/use-translation";
import { DRAWN_WHEN_NEAR } from "./drawn-when-near";
import { usePlaceDirectory } from "./places-api";

/**
 * 'Browse by district': a plain list of links to a type's place pages that have vendors of it (crawlable,
 * so search engines find every place page from the home page and the place pages too).
 */
export function BrowseByDistrict({
  current,
  vendorType = "wedding_cinematographer",
}: {
  current?: string;
  vendorType?: VendorType;
}) {
  const { t } = useTranslation("marketplace");
  const { data } = usePlaceDirectory(vendorType);
  const f = usePlainFormat();
  if (!data?.provinces.length) return null;
  return (
    <section aria-labelledby="browse-by-district" className={`mx-auto max-w-7xl px-4 py-10 ${DRAWN_WHEN_NEAR}`}>
      <h2 id="browse-by-district" className="flex items-center gap-2 text-xl font-bold text-stone-900 md:text-2xl">
        <MapPin className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t("browse.title")}
      </h2>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {data.provinces.map((p) => (
          <div key={p.id}>
            <h3 className="font-semibold">
              <Link to={placePath(p.name, vendorType)} className="text-stone-900 hover:text-brand-700 hover:underline">
                {t("browse.province", { name: f.place(p.name) })}
              </Link>
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {p.districts.map((d) => (
                <li key={d.id}>
                  <Link
                    to={placePath(d.name, vendorType)}
                    aria-current={current === d.slug ? "page" : undefined}
                    className="inline-flex min-h-9 items-center rounded-full border border-stone-200 bg-white px-3 text-sm text-stone-700 hover:border-brand-300 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                  >
                    {f.place(d.name)}
                    <span className="ml-1.5 text-stone-500">{f.number(d.vendorCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
