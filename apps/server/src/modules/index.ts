import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./admin/routes";
import { banquetDecoratorRoutes } from "./banquet-decorator/routes";
import { customerRoutes } from "./customer/routes";
import { leadsRoutes } from "./leads/routes";
import { localeRoutes } from "./locale/routes";
import { locationsRoutes } from "./locations/routes";
import { marketplaceRoutes } from "./marketplace/routes";
import { mediaRoutes } from "./media/routes";
import { notificationsRoutes } from "./notifications/routes";
import { reviewsRoutes } from "./reviews/routes";
import { shortlistRoutes } from "./shortlist/routes";
import { systemRoutes } from "./system/routes";
import { vendorChangesRoutes } from "./vendor-changes/routes";
import { vendorFormRoutes } from "./vendor-form/routes";
import { vendorWorkspaceRoutes } from "./vendor-workspace/routes";

/** Every domain module; each registers its own routes under /api/... (the pages layer registers in app.ts). */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  systemRoutes,
  adminRoutes,
  vendorWorkspaceRoutes,
  mediaRoutes,
  vendorFormRoutes,
  vendorChangesRoutes,
  leadsRoutes,
  locationsRoutes,
  marketplaceRoutes,
  reviewsRoutes,
  banquetDecoratorRoutes,
  localeRoutes,
  notificationsRoutes,
  shortlistRoutes,
  customerRoutes,
];
