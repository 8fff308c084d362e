// Compiles the server (apps/server/src/main.ts and the shared package it imports) into one
// ES module, apps/server/dist/main.js, so production runs plain JavaScript (no TypeScript loader
// in memory, no compile on start). Dependencies stay in node_modules; the files the server reads
// beside its sources (migrations, the location tree) are copied next to the bundle.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "apps/server");
// `--outdir <dir>` builds elsewhere (the browser journeys build their own copy per port, so two runs never
// replace each other's server); the bundle finds the web app at ../../web/dist, so the folder sits in apps/server.
const outdirArg = process.argv.indexOf("--outdir");
const dist = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(server, "dist");

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, "src/main.ts")],
  outfile: path.join(dist, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      // Every package import stays an import, except the workspace's own TypeScript package.
      name: "external-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@bihe/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.cpSync(path.join(server, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
fs.copyFileSync(path.join(server, "src/db/reference/nepal-locations.json"), path.join(dist, "nepal-locations.json"));
fs.writeFileSync(path.join(dist, ".build-stamp"), new Date().toISOString());
