import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/server/db/auth.schema.ts", "./src/server/db/app.schema.ts"],
  out: "./src/server/db/migrations",
});
