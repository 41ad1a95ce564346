import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./src/web"),
  // The web app may only reach shared schemas and itself; @server is deliberately not aliased.
  resolve: {
    alias: {
      "@shared": fromRoot("./src/shared"),
      "@web": fromRoot("./src/web"),
    },
  },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // React and the router change less often than our code: their own chunks stay cached across
    // deploys. Every other library travels with the route chunks that use it (no catch-all vendor
    // chunk, which the entry would have to load on every page).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the config that turns its eval probe off travel together, so the config runs
            // as soon as zod does, before any chunk that defines a schema (the entry's own code runs
            // after the chunks it imports: left there, the probe would break the CSP on every page).
            { name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts$/ },
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // Same-origin /api in development keeps cookies SameSite=Lax and the CSRF header simple.
    proxy: {
      "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
      "/t/": { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
