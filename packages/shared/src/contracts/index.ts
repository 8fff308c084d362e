export {
  type Contract,
  type ContractInput,
  type ContractOutput,
  type ContractShape,
  contractUrl,
  defineContract,
  type FileResponse,
  fileResponse,
  type HttpMethod,
  isFileResponse,
  okSchema,
  type ResponseSpec,
} from "./define";
export { banquetDecoratorContracts } from "./banquet-decorator";
export { leadsContracts } from "./leads";
export { locationsContracts } from "./locations";
export { systemContracts } from "./system";
export { vendorWorkspaceContracts } from "./vendor-workspace";

import { banquetDecoratorContracts } from "./banquet-decorator";
import type { ContractShape } from "./define";
import { leadsContracts } from "./leads";
import { locationsContracts } from "./locations";
import { systemContracts } from "./system";
import { vendorWorkspaceContracts } from "./vendor-workspace";

/** Every contract, for the tests that check each registered route has one. */
export const allContracts: ContractShape[] = [
  ...Object.values(systemContracts),
  ...Object.values(locationsContracts),
  ...Object.values(vendorWorkspaceContracts),
  ...Object.values(banquetDecoratorContracts),
  ...Object.values(leadsContracts),
];
