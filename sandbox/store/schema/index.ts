export * from "./base";
export * from "./identity";
