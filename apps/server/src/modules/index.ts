import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./admin/routes";
import { systemRoutes } from "./system/routes";

/** Every API module; each registers its own routes under /api/... */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [systemRoutes, adminRoutes];
