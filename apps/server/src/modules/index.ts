import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./admin/routes";
import { bookingsRoutes } from "./bookings/routes";
import { calendarRoutes } from "./calendar/routes";
import { saaitRoutes } from "./calendar/saait-routes";
import { conversationsRoutes } from "./conversations/routes";
import { customerRoutes } from "./customer/routes";
import { leadsRoutes } from "./leads/routes";
import { localeRoutes } from "./locale/routes";
import { locationsRoutes } from "./locations/routes";
import { marketplaceRoutes } from "./marketplace/routes";
import { notificationsRoutes } from "./notifications/routes";
import { quotationsRoutes } from "./quotations/routes";
import { reviewsRoutes } from "./reviews/routes";
import { shortlistRoutes } from "./shortlist/routes";
import { systemRoutes } from "./system/routes";
import { vendorDayRoutes } from "./vendor-day/routes";
import { vendorProfileRoutes } from "./vendor-profile/routes";
import { vendorWorkspaceRoutes } from "./vendor-workspace/routes";

/** Every domain module; each registers its own routes under /api/... (the pages layer registers in app.ts). */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  systemRoutes,
  adminRoutes,
  vendorWorkspaceRoutes,
  vendorProfileRoutes,
  leadsRoutes,
  conversationsRoutes,
  calendarRoutes,
  locationsRoutes,
  marketplaceRoutes,
  reviewsRoutes,
  localeRoutes,
  notificationsRoutes,
  shortlistRoutes,
  customerRoutes,
  saaitRoutes,
  bookingsRoutes,
  quotationsRoutes,
  vendorDayRoutes,
];
