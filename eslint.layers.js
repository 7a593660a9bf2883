/**
 * The app's layers, lowest first (docs/decisions/010-layers-and-copy.md).
 * A module may import from its own layer's folder and from any layer below
 * it, never from one above:
 *
 *   content → lib → effects → hooks → components
 *     → layout | sections/<name> | features/<name> → routes (and app/*.tsx)
 *
 * - content: the site's words, data and their types; nothing else.
 * - lib: pure helpers (no browser globals: see `pureGlobals` below).
 * - effects: modules with side effects or state outside React (network,
 *   storage, DOM, events, in-memory stores).
 * - hooks: React hooks.
 * - components: parts shared by more than one section, layout or feature.
 * - layout (the site shell), each section and each feature: one page part
 *   each. A section or feature imports only its own folder; what two of them
 *   share moves down to components/.
 * - routes, app/root.tsx, app/entry.server.tsx, app/routes.ts: compose pages.
 *
 * Tests may import across layers: they check the app, they are not part of it.
 */

const below = {
  content: ["content", "assets"],
  lib: ["content", "assets", "lib"],
  effects: ["content", "assets", "lib", "effects"],
  hooks: ["content", "assets", "lib", "effects", "hooks"],
  components: ["content", "assets", "lib", "effects", "hooks", "components"],
};
const page = [...below.components];

/** The layer of each folder under app/ (most specific first). */
export const layerElements = [
  { type: "content", pattern: "app/content", partialMatch: false },
  { type: "assets", pattern: "app/{assets,styles}", partialMatch: false },
  { type: "lib", pattern: "app/lib", partialMatch: false },
  { type: "effects", pattern: "app/effects", partialMatch: false },
  { type: "hooks", pattern: "app/hooks", partialMatch: false },
  { type: "components", pattern: "app/components", partialMatch: false },
  { type: "layout", pattern: "app/layout", partialMatch: false },
  {
    type: "section",
    pattern: "app/sections/*",
    capture: ["name"],
    partialMatch: false,
  },
  {
    type: "feature",
    pattern: "app/features/*",
    capture: ["name"],
    partialMatch: false,
  },
  { type: "routes", pattern: "app/routes", partialMatch: false },
  // app/root.tsx, app/entry.server.tsx, app/routes.ts (and any folder not
  // listed above, which then only the top may import).
  { type: "app", pattern: "app", partialMatch: false },
];

const allowTypes = (from, types) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: types } } } },
});

/** Sections and features import their own folder only. */
const allowOwnFolder = (type) => ({
  from: { element: { type } },
  allow: {
    to: {
      element: { type, captured: { name: "{{ from.element.captured.name }}" } },
    },
  },
});

export const layerPolicies = [
  ...Object.entries(below).map(([from, types]) => allowTypes(from, types)),
  allowTypes("layout", [...page, "layout"]),
  allowTypes("section", page),
  allowOwnFolder("section"),
  allowTypes("feature", page),
  allowOwnFolder("feature"),
  allowTypes("routes", [...page, "layout", "section", "feature", "routes"]),
  allowTypes("app", [...page, "layout", "section", "feature", "routes", "app"]),
  // The framework's generated route types (`import type { Route } from
  // "./+types/home"`), which exist only after `react-router typegen`.
  {
    from: { element: { types: { anyOf: ["routes", "app"] } } },
    allow: { dependency: { kind: "type", source: "[.]/[+]types/*" } },
  },
];

/**
 * Browser globals that make a module an effect, not a pure helper: content
 * and lib may not touch them (a string of inline script may name them).
 */
export const pureGlobals = [
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "fetch",
  "navigator",
  "location",
  "history",
  "matchMedia",
  "addEventListener",
  "removeEventListener",
  "dispatchEvent",
  "CustomEvent",
  "IntersectionObserver",
  "ResizeObserver",
  "MutationObserver",
  "requestAnimationFrame",
  "scrollTo",
].map((name) => ({
  name,
  message:
    "content/ and lib/ are pure: move browser effects to effects/ or hooks/.",
}));

/** A flat-config block: `elements` may depend only as `policies` allow. */
const boundariesBlock = (plugin, { files, ignores, elements, policies }) => ({
  files,
  ignores,
  plugins: { boundaries: plugin },
  settings: {
    "import/resolver": {
      typescript: { project: "./tsconfig.json" },
    },
    "boundaries/elements": elements,
    "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      { default: "disallow", checkUnknownLocals: true, policies },
    ],
  },
});

/** The flat-config blocks that enforce the layers. */
export function layerBoundaries(plugin) {
  return [
    boundariesBlock(plugin, {
      files: ["app/**/*.{ts,tsx}"],
      ignores: ["app/**/*.test.{ts,tsx}"],
      elements: layerElements,
      policies: layerPolicies,
    }),
    {
      files: ["app/content/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
      ignores: ["app/**/*.test.{ts,tsx}"],
      rules: { "no-restricted-globals": ["error", ...pureGlobals] },
    },
  ];
}

/**
 * The lead service's layers and rooms (docs/decisions/010-layers-and-copy.md),
 * lowest first:
 *
 *   core → storage → rooms (enquiries, notify, speed, inbox) → host
 *     → server/netlify (the platform's functions)
 *
 * - core: configuration, the log, the plain page, HTML escaping, security helpers.
 * - storage: the database, its migrations and what lives in its own tables
 *   (the service's secret, its notices).
 * - a room: one concern, in its own folder. Within its folder it imports
 *   freely; another room it imports only through that room's entry, the
 *   module named after it (`inbox/inbox.ts`), which says what it offers.
 * - host: the Hono app and the service's start, for Node and for Netlify;
 *   it reaches the rooms through their entries too.
 *
 * The service may use the app's words and pure helpers (app/content,
 * app/lib), never its components or effects, and never scripts/. Tests and
 * their kits (test/server/) may import anything.
 */
export const serverRooms = ["enquiries", "notify", "speed", "inbox"];

export const serverElements = [
  { type: "core", pattern: "server/leads/core", partialMatch: false },
  { type: "storage", pattern: "server/leads/storage", partialMatch: false },
  { type: "host", pattern: "server/leads/host", partialMatch: false },
  ...serverRooms.map((name) => ({
    type: "room",
    pattern: `server/leads/${name}`,
    partialMatch: false,
  })),
  { type: "functions", pattern: "server/netlify", partialMatch: false },
  // The app's layers the service may share.
  { type: "content", pattern: "app/content", partialMatch: false },
  { type: "lib", pattern: "app/lib", partialMatch: false },
];

const shared = ["content", "lib", "core"];

/** Any room's entry (`<room>/<room>.ts`), or any file of `own`. */
const rooms = (own) =>
  serverRooms.map((name) => ({
    element: {
      type: "room",
      path: `server/leads/${name}`,
      ...(name === own ? {} : { fileInternalPath: `${name}.ts` }),
    },
  }));

export const serverPolicies = [
  allowTypes("core", shared),
  allowTypes("storage", [...shared, "storage"]),
  ...serverRooms.map((name) => ({
    from: { element: { type: "room", path: `server/leads/${name}` } },
    allow: {
      to: [
        { element: { types: { anyOf: [...shared, "storage"] } } },
        ...rooms(name),
      ],
    },
  })),
  {
    from: { element: { type: "host" } },
    allow: {
      to: [
        { element: { types: { anyOf: [...shared, "storage", "host"] } } },
        ...rooms(),
      ],
    },
  },
  allowTypes("functions", ["host"]),
];

/** The flat-config block that keeps the lead service in its rooms. */
export const serverBoundaries = (plugin) =>
  boundariesBlock(plugin, {
    files: ["server/**/*.{ts,tsx}"],
    ignores: ["server/**/*.test.{ts,tsx}"],
    elements: serverElements,
    policies: serverPolicies,
  });
