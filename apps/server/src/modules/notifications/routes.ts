import { notificationsContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance } from "fastify";
import { callerOf, requireRole } from "../../auth/guards";
import { route } from "../../lib/route";
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  savePreferences,
  unreadCount,
  unreadThreadCount,
} from "./queries";

/**
 * The caller's own notifications (docs/decisions/0017). Vendors, couples and admins receive them,
 * each only its role's kinds. Every handler reads the user id from the session, never from the request.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const guard = { preHandler: requireRole("vendor", "customer") };

  route(app, contracts.list, guard, async (request) => listNotifications(app.db, callerOf(request).id));

  route(app, contracts.unreadCount, guard, async (request) => {
    const userId = callerOf(request).id;
    const [count, messages] = await Promise.all([unreadCount(app.db, userId), unreadThreadCount(app.db, userId)]);
    return { count, messages };
  });

  route(app, contracts.markRead, guard, async (request) => {
    await markRead(app.db, callerOf(request).id, request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.markAllRead, guard, async (request) => {
    await markAllRead(app.db, callerOf(request).id);
    return { ok: true as const };
  });

  route(app, contracts.preferences, guard, async (request) => {
    const caller = callerOf(request);
    return { preferences: await getPreferences(app.db, caller.id, caller.role) };
  });

  route(app, contracts.savePreferences, guard, async (request) => {
    const caller = callerOf(request);
    return { preferences: await savePreferences(app.db, caller.id, caller.role, request.body.preferences) };
  });
}
