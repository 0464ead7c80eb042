export * from "./base";
export * from "./identity";
export * from "./billing";
export * from "./support";
