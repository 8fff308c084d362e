export * from "./defaults";
export * from "./map-location";
export * from "./maps";
export * from "./media";
export * from "./schemas";
