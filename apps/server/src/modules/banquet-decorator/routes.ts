import {
  BANQUET_LOGIN_REQUIRED,
  banquetFormSchema,
  DECORATOR_LOGIN_REQUIRED,
  decoratorFormSchema,
  normalizeVendorType,
  type VendorType,
} from "@bihe/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf, getCaller } from "../../auth/guards";
import { forbidden, unauthorized } from "../../lib/errors";
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
export async function banquetDecoratorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const banquet = vendorOfType("banquet_hall", BANQUET_LOGIN_REQUIRED);
  const decorator = vendorOfType("decorator", DECORATOR_LOGIN_REQUIRED);
  const noStore = { "cache-control": "no-store" };

  app.get("/api/vendor/banquet-form", { preValidation: banquet }, async (request, reply) => {
    reply.headers(noStore);
    return loadBanquetForm(app.db, callerOf(request).id);
  });
  app.post(
    "/api/vendor/banquet-form",
    { preValidation: banquet, schema: { body: banquetFormSchema } },
    async (request) => submitBanquetForm(app.db, callerOf(request).id, request.body),
  );

  app.get("/api/vendor/decorator-form", { preValidation: decorator }, async (request, reply) => {
    reply.headers(noStore);
    return loadDecoratorForm(app.db, callerOf(request).id);
  });
  app.post(
    "/api/vendor/decorator-form",
    { preValidation: decorator, schema: { body: decoratorFormSchema } },
    async (request) => submitDecoratorForm(app.db, callerOf(request).id, request.body),
  );
}
