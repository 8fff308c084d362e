import type { FastifyInstance } from "fastify";
import { systemRoutes } from "./system/routes";

/** Every API module; each registers its own routes under /api/... */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [systemRoutes];
