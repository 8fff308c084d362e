import type { FastifyInstance } from "fastify";
import { banquetDecoratorRoutes } from "./banquet-decorator/routes";
import { vendorChangesRoutes } from "./changes/routes";
import { vendorFormRoutes } from "./form/routes";
import { mediaRoutes } from "./media/routes";

/**
 * A vendor's profile: the application (the wizard and its drafts, form/), the hall's and decorator's
 * forms (banquet-decorator/), the pictures (media/) and the changes to a live profile that wait for an
 * admin (changes/). Each part registers in its own plugin scope, as a module of its own would.
 */
export async function vendorProfileRoutes(app: FastifyInstance) {
  await app.register(mediaRoutes);
  await app.register(vendorFormRoutes);
  await app.register(vendorChangesRoutes);
  await app.register(banquetDecoratorRoutes);
}
