import { systemContracts } from "@bihe/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NepaliDatePicker } from "../../components/calendar/nepali-date-picker";
import { TimePicker } from "../../components/calendar/time-picker";
import { NotFound } from "../../components/layout/not-found";
import { LocationPicker, type LocationValue } from "../../components/location/location-picker";
import { useLocationNames } from "../../components/location/use-locations";
import { contractQuery } from "../../lib/call-api";

/** Renders the shared pickers so browser tests can walk them; the server enables it outside production only. */
export default function ComponentsPage() {
  const enabled = useQuery({ ...contractQuery(systemContracts.devComponents), retry: false });
  if (enabled.isPending) return null;
  if (!enabled.data?.enabled) return <NotFound />;
  return <Playground />;
}

function Playground() {
  const [location, setLocation] = useState<LocationValue>({});
  const [date, setDate] = useState<string | undefined>();
  const [time, setTime] = useState<string | undefined>();
  const names = useLocationNames(location);
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-semibold">Shared components (development)</h1>
      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="font-medium">Location</h2>
        <LocationPicker value={location} onChange={setLocation} idPrefix="dev" />
        <pre data-testid="location-value" className="overflow-auto rounded bg-stone-100 p-2 text-xs">
          {JSON.stringify(location)}
        </pre>
        <p data-testid="location-names" className="text-sm text-stone-600">
          {[location.areaName, names.municipalityLabel, names.wardLabel, names.district?.name, names.province?.name]
            .filter(Boolean)
            .join(", ")}
        </p>
      </section>
      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="font-medium">Date and time</h2>
        <NepaliDatePicker id="dev-date" label="Event date" value={date} onChange={setDate} />
        <p className="text-sm">
          AD value: <span data-testid="date-value">{date ?? ""}</span>
        </p>
        <label htmlFor="dev-time" className="block text-sm font-medium text-stone-700">
          Start time
        </label>
        <TimePicker id="dev-time" value={time} onChange={setTime} />
        <p className="text-sm">
          Time value: <span data-testid="time-value">{time ?? ""}</span>
        </p>
      </section>
    </main>
  );
}
