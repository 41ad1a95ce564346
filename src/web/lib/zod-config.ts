import { z } from "zod";

// Imported first by main.tsx, before any module defines a schema: zod decides at schema creation
// whether to compile parsers with `new Function`, and probing for it breaks the
// Content-Security-Policy (no eval), reported as a violation on every page.
z.config({ jitless: true });
