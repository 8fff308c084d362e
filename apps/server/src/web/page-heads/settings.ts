import { systemContracts } from "@bihe/shared/contracts";
import { siteSettings } from "../../modules/system/settings";
import type { PageHeadProvider } from "../html";

/** Every page shows the site name: its HTML brings the settings along. */
export const settingsHead: PageHeadProvider = async (app) => {
  const settings = await siteSettings(app);
  return { siteName: settings.siteName, queries: [{ key: systemContracts.settings.queryKey({}), data: settings }] };
};
