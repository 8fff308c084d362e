export * from "./defaults";
export * from "./maps";
export * from "./media";
export * from "./schemas";
export * from "./map-location";
