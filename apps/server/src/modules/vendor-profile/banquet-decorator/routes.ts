import { BANQUET_LOGIN_REQUIRED, DECORATOR_LOGIN_REQUIRED, normalizeVendorType, type VendorType } from "@bihe/shared";
import { banquetDecoratorContracts as contracts } from "@bihe/shared/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerOf, getCaller } from "../../../auth/guards";
import { forbidden, unauthorized } from "../../../lib/errors";
import { route } from "../../../lib/route";
import { discardKeptProposal, keepKeptProposal } from "./kept-proposal";
import { loadBanquetForm, loadDecoratorForm, submitBanquetForm, submitDecoratorForm } from "./service";

/** Only a signed-in vendor of the form's type (spec 001 section 6); the spec's message when signed out. */
const vendorOfType = (vendorType: VendorType, loginMessage: string) => async (request: FastifyRequest) => {
  const caller = await getCaller(request);
  if (!caller) throw unauthorized(loginMessage);
  if (caller.role !== "vendor" || normalizeVendorType(caller.vendorType) !== vendorType) {
    throw forbidden(
      vendorType === "banquet_hall"
        ? "This form is for banquet hall accounts."
        : "This form is for decorator accounts.",
    );
  }
};

/** Spec 001 screens 6 and 7: the banquet hall and decorator registration forms. */
export async function banquetDecoratorRoutes(app: FastifyInstance) {
  const banquet = vendorOfType("banquet_hall", BANQUET_LOGIN_REQUIRED);
  const decorator = vendorOfType("decorator", DECORATOR_LOGIN_REQUIRED);
  const noStore = { "cache-control": "no-store" };

  route(app, contracts.banquetForm, { preValidation: banquet }, async (request, reply) => {
    reply.headers(noStore);
    return loadBanquetForm(app.db, callerOf(request).id);
  });
  route(app, contracts.submitBanquetForm, { preValidation: banquet }, async (request) =>
    submitBanquetForm(app.db, callerOf(request).id, request.body),
  );

  route(app, contracts.decoratorForm, { preValidation: decorator }, async (request, reply) => {
    reply.headers(noStore);
    return loadDecoratorForm(app.db, callerOf(request).id);
  });
  route(app, contracts.submitDecoratorForm, { preValidation: decorator }, async (request) =>
    submitDecoratorForm(app.db, callerOf(request).id, request.body),
  );

  // A rejected change kept as the form's draft: discarded, or kept after an admin's edit made it stale.
  route(app, contracts.discardBanquetDraft, { preValidation: banquet }, async (request) => {
    await discardKeptProposal(app.db, callerOf(request).id, "banquet_hall");
    return { ok: true } as const;
  });
  route(app, contracts.keepBanquetDraft, { preValidation: banquet }, async (request) => {
    await keepKeptProposal(app.db, callerOf(request).id, "banquet_hall", request.body.version);
    return { ok: true } as const;
  });
  route(app, contracts.discardDecoratorDraft, { preValidation: decorator }, async (request) => {
    await discardKeptProposal(app.db, callerOf(request).id, "decorator");
    return { ok: true } as const;
  });
  route(app, contracts.keepDecoratorDraft, { preValidation: decorator }, async (request) => {
    await keepKeptProposal(app.db, callerOf(request).id, "decorator", request.body.version);
    return { ok: true } as const;
  });
}
