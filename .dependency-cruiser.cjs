// Import rules that `npm run lint` enforces (decision 025 says why dependency-cruiser and not Biome).
// Each rule states the architecture in docs/architecture.md; a violation names the rule and both files.

/** Tests and their helpers: they may drive the simulator and check the server's verification of it. */
const TESTS = ["\\.test\\.tsx?$", "\\.test-helper\\.ts$", "^src/server/test/"];

/** Files allowed to import the ORM, `sql` or the table definitions: repositories own the database. */
const DATABASE_ALLOWED = [
  // a repository: the one place a domain reads or writes its tables
  "\\.repository\\.ts$",
  // the database layer itself: table definitions, column helpers, the client and migrations
  "^src/server/db/",
  // SQL fragments a domain's repositories share (filters, orderings); only repositories import them
  "\\.sql\\.ts$",
  // the queue driver and the event bus: pg-boss and NOTIFY on the application's own connection, so a
  // job or an event can join the writer's transaction
  "^src/server/jobs/",
  "^src/server/realtime/event-bus\\.ts$",
  // better-auth's Drizzle adapter is handed the auth tables
  "^src/server/auth/auth\\.ts$",
  // tests and their helpers build fixtures and check rows directly
  ...TESTS,
];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules form a tree: a cycle means two modules own one concern; move it to one of them.",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-feature-to-other-feature",
      severity: "error",
      comment:
        "A web feature never imports another feature: compose features in src/web/app, share through src/web/lib or src/web/components.",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/([^/]+)/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "web-feature-to-app",
      severity: "error",
      comment: "src/web/app composes the features; a feature importing it would make a cycle of layers.",
      from: { path: "^src/web/features/" },
      to: { path: "^src/web/app/" },
    },
    {
      name: "server-to-web",
      severity: "error",
      comment: "The server never imports the web app: share through src/shared.",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "server-to-sim",
      severity: "error",
      comment:
        "The server never imports the simulator (scripts/start.ts starts it beside the server); only tests use it, as the platforms' stand-in.",
      from: { path: "^src/server/", pathNot: TESTS },
      to: { path: "^sim/" },
    },
    {
      name: "web-to-server-or-sim",
      severity: "error",
      comment: "The web app never imports the server or the simulator; share through src/shared.",
      from: { path: "^src/web/" },
      to: { path: ["^src/server/", "^sim/"] },
    },
    {
      name: "shared-to-anything",
      severity: "error",
      comment: "src/shared is imported by server and web; it imports neither (nor the simulator).",
      from: { path: "^src/shared/" },
      to: { path: ["^src/server/", "^src/web/", "^sim/"] },
    },
    {
      name: "sim-to-server-or-web",
      severity: "error",
      comment:
        "The simulator stands in for the platforms: it speaks their protocols and imports no Lunara code.",
      from: { path: "^sim/", pathNot: TESTS },
      to: { path: ["^src/server/", "^src/web/"] },
    },
    {
      name: "sql-outside-repository",
      severity: "error",
      comment:
        "Only repositories touch the database: import drizzle-orm, `sql` or the table definitions in a *.repository.ts and call it from the use case.",
      from: { path: "^src/server/", pathNot: DATABASE_ALLOWED },
      to: {
        // a type-only import runs nothing: a use case may name a column's type
        dependencyTypesNot: ["type-only"],
        path: [
          "^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/",
          "^src/server/db/sql-rows\\.ts$",
          "^src/server/db/[^/]+\\.schema\\.ts$",
          "^src/server/db/columns\\.ts$",
        ],
      },
    },
    {
      name: "sql-fragment-outside-repository",
      severity: "error",
      comment:
        "A *.sql.ts file holds SQL fragments for repositories; a use case calls the repository instead.",
      from: { path: "^src/server/", pathNot: ["\\.repository\\.ts$", "\\.sql\\.ts$", ...TESTS] },
      to: { path: "\\.sql\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "^data/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
