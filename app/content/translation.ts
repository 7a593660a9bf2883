/**
 * The shape a translation of some English copy must have: the same keys,
 * the same number of items in every list, the same function signatures,
 * with any text in place of the English words. Links (`/portfolio`,
 * `#contact`) keep their exact English value, so both languages point at
 * the same page or section (the language prefix is added where a link is
 * drawn). A missing key fails the typecheck, naming it.
 */
export type Translation<T> = T extends `/${string}` | `#${string}`
  ? T
  : T extends string
    ? string
    : T extends number | boolean | null | undefined
      ? T
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Translation<R>
        : T extends readonly unknown[]
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T extends object
            ? { readonly [K in keyof T]: Translation<T[K]> }
            : T;
