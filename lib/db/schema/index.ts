export * from "./users";
export * from "./market";
export * from "./gifts";
export * from "./perf";
export * from "./billing";
