import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";

/** Placeholder home until the marketplace issue builds the real one. */
export function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-20 text-center">
      <h1 className="text-4xl font-bold text-stone-900">Find your wedding photographer in Nepal</h1>
      <p className="mx-auto mt-4 max-w-xl text-stone-600">Honest prices, real reviews, and one tap to reach a vendor.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/photographers" className={buttonClass("primary", "lg")}>Browse Photographers</Link>
        <Link to="/vendor-signup" className={buttonClass("secondary", "lg")}>List your business</Link>
      </div>
    </section>
  );
}
