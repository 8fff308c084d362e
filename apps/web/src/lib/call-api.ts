import {
  type ContractInput,
  type ContractOutput,
  type ContractRef,
  type ContractShape,
  contractUrl,
} from "@bihe/shared/contracts";
import { api } from "./api";

/** Fetch options a caller may add (a draft saved while the page closes uses keepalive). */
export type CallOptions = { keepalive?: boolean; signal?: AbortSignal };

/** The input argument, optional when the contract needs none (no params, nothing required). */
type InputArg<C extends ContractShape> =
  Partial<ContractInput<C>> extends ContractInput<C> ? [input?: ContractInput<C>] : [input: ContractInput<C>];
type CallArgs<C extends ContractShape> =
  Partial<ContractInput<C>> extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: CallOptions]
    : [input: ContractInput<C>, options?: CallOptions];

/**
 * Calls an endpoint through its contract: the path is built from its params, the query and body
 * are typed by its schemas, and the answer has the contract's response type. Errors are the
 * ApiRequestError of api.ts (the server's message, status and field errors). The first screen passes
 * zod-free refs (contracts/refs.ts) instead, typed the same.
 */
export function callApi<C extends ContractShape>(
  contract: C | ContractRef<C>,
  ...[input, options]: CallArgs<C>
): Promise<ContractOutput<C>> {
  const { body } = (input ?? {}) as { body?: unknown };
  return api<ContractOutput<C>>(contractUrl(contract, input), { method: contract.method, body, ...options });
}

/** `{ queryKey, queryFn }` for TanStack Query: the cache key is the contract's, so the server's page heads match it. */
export function contractQuery<C extends ContractShape>(
  contract: (C & { queryKey: (input: ContractInput<C>) => readonly unknown[] }) | ContractRef<C>,
  ...[input]: InputArg<C>
) {
  const args = (input ?? {}) as ContractInput<C>;
  return {
    queryKey: contract.queryKey(args),
    queryFn: () => callApi(contract, ...([args] as CallArgs<C>)),
  };
}
