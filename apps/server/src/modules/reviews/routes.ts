import { isUuid, REVIEW_IDENTITY_REQUIRED, VENDOR_NOT_FOUND } from "@bihe/shared";
import { reviewsContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf, getCaller, requireAdmin, requireRole, requireUser } from "../../auth/guards";
import { AppError, notFound, unauthorized } from "../../lib/errors";
import { route } from "../../lib/route";
import { vendorIdOf } from "../../lib/vendor-id";
import { requestLang } from "../locale/request-lang";
import { ReviewCodeLimits } from "./code-limits";
import { emailOfProof, normaliseEmail, requestReviewCode, verifyReviewCode } from "./email-codes";
import { inviteReviewers } from "./invitations";
import { moderateReview, moderationQueue } from "./moderation";
import { customerReviews, ownReview, type ReviewIdentity, replyToReview, reportReview, submitReview } from "./service";
import { approvedVendor } from "./vendor";

/** Reviews per IP (docs/decisions/0011): a person posts a few, not dozens, in ten minutes. */
export const REVIEW_LIMIT_PER_IP = { max: 5, timeWindow: 10 * 60_000 };
const NO_STORE = { "cache-control": "no-store" };

/**
 * The verified identity behind a review request: a signed-in customer with a verified email, or
 * the proof of an email confirmed with a code on this vendor's review page. Anything else is a 401.
 */
async function identityOf(
  request: FastifyRequest,
  vendorId: string,
  proof: string | undefined,
): Promise<ReviewIdentity> {
  const caller = await getCaller(request);
  if (caller?.role === "customer" && caller.emailVerified) {
    return { email: normaliseEmail(caller.email), customerId: caller.id };
  }
  const email = await emailOfProof(request.server.db, proof, vendorId);
  if (!email) throw unauthorized(REVIEW_IDENTITY_REQUIRED);
  return { email, customerId: null };
}

export async function reviewsRoutes(app: FastifyInstance) {
  const limits = app.config.rateLimits;
  const codeLimits = new ReviewCodeLimits(app.counters);
  const ipKey = (scope: string) => (request: FastifyRequest) => `${scope}|ip|${request.ip}`;
  // After a booking's last event the couple is invited to review, on the notifications' ticker.
  app.notifications.addSweep((now) => inviteReviewers(app.db, app.mailer, { baseUrl: app.authBaseUrl, now }));

  route(app, contracts.requestCode, {}, async (request, reply) => {
    const vendorId = request.body.vendorId.toLowerCase();
    if (!isUuid(vendorId)) throw notFound(VENDOR_NOT_FOUND);
    if (limits) {
      try {
        await codeLimits.take(normaliseEmail(request.body.email), request.ip);
      } catch (err) {
        if (err instanceof AppError && "retryAfter" in err) reply.header("retry-after", String(err.retryAfter));
        throw err;
      }
    }
    reply.headers(NO_STORE);
    return requestReviewCode(app, { vendorId, email: request.body.email, lang: requestLang(request) });
  });

  route(
    app,
    contracts.verifyCode,
    {
      config: { rateLimit: limits ? { max: 20, timeWindow: 10 * 60_000, keyGenerator: ipKey("review-code") } : false },
    },
    async (request, reply) => {
      const { email, vendorId } = await verifyReviewCode(app.db, request.body.challengeId, request.body.code);
      reply.headers(NO_STORE);
      return { email, review: await ownReview(app.db, vendorId, email) };
    },
  );

  route(app, contracts.myReview, {}, async (request, reply) => {
    const vendorId = vendorIdOf(request);
    await approvedVendor(app.db, vendorId);
    const identity = await identityOf(request, vendorId, request.body.proof);
    reply.headers(NO_STORE);
    return { email: identity.email, review: await ownReview(app.db, vendorId, identity.email) };
  });

  route(
    app,
    contracts.submit,
    { config: { rateLimit: limits ? { ...REVIEW_LIMIT_PER_IP, keyGenerator: ipKey("review") } : false } },
    async (request, reply) => {
      const vendorId = vendorIdOf(request);
      const body = request.body;
      const identity = await identityOf(request, vendorId, body.proof);
      const rating = typeof body.rating === "number" ? body.rating : Number(body.rating ?? 0);
      const saved = await submitReview(app, { vendorId, identity, name: body.name, rating, text: body.text });
      return reply
        .status(201)
        .headers(NO_STORE)
        .send({ id: saved.id, held: saved.held, edited: saved.edited, status: saved.status });
    },
  );

  route(app, contracts.report, { preHandler: requireUser }, async (request, reply) => {
    const answer = await reportReview(app.db, callerOf(request).id, request.params.id.toLowerCase(), request.body);
    return reply.status(answer.alreadyReported ? 200 : 201).send(answer);
  });

  route(app, contracts.reply, { preHandler: requireRole("vendor") }, async (request, reply) => {
    const answer = await replyToReview(
      app,
      callerOf(request).id,
      request.params.id.toLowerCase(),
      request.body.text,
      app.authBaseUrl,
    );
    return reply.status(201).send(answer);
  });

  route(app, contracts.customerReviews, { preHandler: requireRole("customer") }, async (_request, reply) => {
    reply.headers(NO_STORE);
    return { reviews: await customerReviews(app.db, callerOf(_request)) };
  });

  route(app, contracts.moderationQueue, { preHandler: requireAdmin }, async (request, reply) => {
    reply.headers(NO_STORE);
    return moderationQueue(app.db, request.query.view);
  });

  route(app, contracts.moderate, { preHandler: requireAdmin }, async (request) =>
    moderateReview(app.db, callerOf(request).id, request.params.id.toLowerCase(), request.body.action),
  );
}
