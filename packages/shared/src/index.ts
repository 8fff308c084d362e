export * from "./api-types";
export * from "./catalogue";
export * from "./vendor-types";
