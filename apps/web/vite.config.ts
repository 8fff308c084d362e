import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { stacklessReactMarkers } from "./src/build/stackless-react-markers.ts";

/**
 * Prices, place names, stars, the shortlist heart and the marketplace's queries: what every public page shows
 * in its first paint besides its own code, one chunk (their dependencies come along). Left to itself the
 * bundler cut them into about a dozen chunks of 0.2-2 KB that each page loaded one by one, each compressed
 * on its own: 1.7 KB gzip more on every public page (docs/decisions/0022-small-i18n-runtime.md).
 */
const PUBLIC_FIRST_PAINT = [
  "src/i18n/format-plain.ts",
  "src/features/marketplace/api.ts",
  "src/features/marketplace/listing-query.ts",
  "src/features/marketplace/type-facts.tsx",
  "src/features/marketplace/vendor-image.tsx",
  "src/components/shortlist/shortlist-heart.tsx",
  "src/components/ui/stars.tsx",
  "lucide-react/dist/esm/icons/star.mjs",
  "lucide-react/dist/esm/icons/map-pin.mjs",
  "lucide-react/dist/esm/icons/badge-check.mjs",
  "lucide-react/dist/esm/icons/briefcase.mjs",
  "lucide-react/dist/esm/icons/image-off.mjs",
  "query-core/build/modern/infiniteQueryObserver.js",
];

/**
 * The parts a public page draws right after hydration (`ClientOnly`, src/lib/client-only.tsx). Vite's loader of a
 * lazy part adds a `<link rel="modulepreload">` for each chunk the part needs, all in one task: on a slow phone each
 * costs a millisecond or more of the main thread, and the date filter's fifteen were a long task of their own. For
 * these the browser asks for a chunk's imports as it reads it instead; their outlines hold their place meanwhile.
 */
const DRAWN_AFTER_HYDRATION = /^assets\/(location-picker|date-filter|type-filters|vendor-availability)-[\w-]+\.js$/;

/**
 * React Router 7's package exports name only its development build, which differs from its production build by
 * one flag: the checks and warning texts it builds on every render of the routes (react-router discussion
 * #14568). A build takes the production one; `npm run dev` keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), stacklessReactMarkers()],
  // The server's build (entry-server.tsx) carries its own production React whatever NODE_ENV the server
  // runs with: React's development build drew a listing four times slower.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  resolve: {
    // react-i18next's shim for React < 18: React 19 has the hook itself.
    alias: [
      {
        find: "use-sync-external-store/shim",
        replacement: path.resolve(import.meta.dirname, "src/lib/use-sync-external-store.ts"),
      },
      ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server reads the manifest to preload a public page's own chunk with its HTML.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (DRAWN_AFTER_HYDRATION.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // zod validates forms, which load with their pages; left to itself the bundler puts it in a chunk
        // the first screen imports (about 26 KB gzip on every public page). Its own chunk keeps it there.
        // Everything the entry imports statically stays in the entry's file, instead of the seven pieces the
        // bundler cut it into where lazy pages share a module: 3.6 KB gzip less on every page (one compression
        // dictionary, fewer chunk imports) and six requests fewer before the first paint.
        codeSplitting: {
          groups: [
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            { name: "initial", tags: ["$initial"], priority: 2 },
            // What every public page (home, listing, place, vendor) shows in its first paint besides its own code.
            {
              name: "public",
              priority: 1,
              test: (id) => PUBLIC_FIRST_PAINT.some((m) => id.replaceAll("\\", "/").endsWith(m)),
            },
          ],
        },
      },
    },
  },
}));
