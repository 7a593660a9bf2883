/**
 * Every word a visitor reads lives in app/content/ (docs/decisions/
 * 010-layers-and-copy.md). In the app's modules outside content/ (and
 * outside tests), ESLint's own `no-restricted-syntax` flags text that
 * contains a letter:
 *
 * - JSX text children: `<h2>About</h2>`;
 * - strings and template text written as children: `{"Menu"}`,
 *   {`${count} left`}, `{open ? "Close" : "Menu"}`;
 * - the same in visitor-facing attributes and props: `aria-label="Main"`,
 *   `alt`, `title`, `placeholder`, `label`, `eyebrow`...
 *
 * - in any app module, the same in object properties named like them:
 *   `{ title: "Kalam Studio insights" }` in a page's meta or head links.
 *
 * Punctuation, digits and spaces alone are not copy (` · `, `: `, `/`).
 *
 * The lead service (server/) follows the same rule with its own homes for
 * words: each room's words module (`enquiries/words.ts`, `inbox/words.ts`,
 * `notify/words.ts`, `speed/speedText.ts`). Its pages and e-mails are all
 * hono/jsx components, so the same selectors read them.
 */

const LETTER = String.raw`/\p{L}/u`;

/** Attributes and props whose value a visitor reads or hears. */
export const visitorFacingProps = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "alt",
  "title",
  "placeholder",
  "label",
  "eyebrow",
  "heading",
  "subtitle",
  "caption",
  "description",
  "summary",
  "legend",
];

const props = `JSXAttribute[name.name=/^(${visitorFacingProps.join("|")})$/]`;
const children = ":matches(JSXElement, JSXFragment) > JSXExpressionContainer";

/** Where a string in an expression ends up as text. */
const textIn = (container) => [
  `${container} > Literal[value=${LETTER}]`,
  `${container} > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
  `${container} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTER}]`,
  `${container} > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
];

const properties = `Property[key.name=/^(${visitorFacingProps.join("|")})$/]`;

export const copySelectors = [
  `JSXText[value=${LETTER}]`,
  ...textIn(children),
  `${props} > Literal[value=${LETTER}]`,
  ...textIn(`${props} > JSXExpressionContainer`),
  ...textIn(properties),
];

export const COPY_MESSAGE =
  "Visitor-facing text belongs in app/content/: import it from a content module.";

export const SERVER_COPY_MESSAGE =
  "Words the studio or a visitor reads belong in the room's words module (words.ts, speedText.ts): import them from there.";

/** The flat-config block that keeps copy in content/. */
export const copyInContent = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["app/**/*.test.{ts,tsx}", "app/content/**"],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...copySelectors.map((selector) => ({
        selector,
        message: COPY_MESSAGE,
      })),
    ],
  },
};

/** The flat-config block that keeps the lead service's words in its words modules. */
export const serverCopyInWords = {
  files: ["server/**/*.{ts,tsx}"],
  ignores: [
    "server/**/*.test.{ts,tsx}",
    "server/**/words.ts",
    "server/**/*Text.ts",
  ],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...copySelectors.map((selector) => ({
        selector,
        message: SERVER_COPY_MESSAGE,
      })),
    ],
  },
};
