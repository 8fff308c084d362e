export * from "./api-types";
export * from "./catalogue";
export * from "./vendor-types";
export * from "./admin";
export * from "./leads";
export * from "./vendor-workspace";
