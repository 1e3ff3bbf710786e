import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The platform's tables and each feature's own (features/<product>/<feature>/db.ts).
  schema: ["./lib/db/schema/index.ts", "./features/**/db.ts"],
  out: "./lib/db/migrations",
});
