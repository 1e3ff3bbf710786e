// The role-account prefix list ships as CommonJS without types: an array of local parts.
declare module "role-based-email-addresses" {
  const prefixes: string[];
  export default prefixes;
}
