export * from "./base";
export * from "./billing";
export * from "./identity";
export * from "./network";
export * from "./support";
