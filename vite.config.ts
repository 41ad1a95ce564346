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
    // Libraries change less often than our code: separate chunks stay cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
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
