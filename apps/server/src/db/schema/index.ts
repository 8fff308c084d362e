export * from "./auth";
export * from "./leads";
export * from "./reference";
export * from "./system";
export * from "./vendors";
export * from "./listing";
export * from "./vendor-changes";
export * from "./notifications";
