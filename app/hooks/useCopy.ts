import { createContext, use } from "react";
import type { Lang } from "~/content/lang";
import type { PageCopy, Words } from "~/content/words";
import { localePath } from "~/lib/lang";

/** The page's language and words, given by its route (root.tsx). */
export const CopyContext = createContext<PageCopy | null>(null);

function usePageCopy(): PageCopy {
  const copy = use(CopyContext);
  if (!copy) throw new Error("A page part was drawn outside a page's copy.");
  return copy;
}

/** The page's language. */
export function useLang(): Lang {
  return usePageCopy().lang;
}

/**
 * The page's words in its language. A part that reads words its page does
 * not carry fails the build's prerender, naming the key.
 */
export function useWords(): Words {
  const { words } = usePageCopy();
  return new Proxy(words, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (value === undefined && typeof key === "string") {
        throw new Error(`This page carries no words for "${key}".`);
      }
      return value;
    },
  }) as Words;
}

/** Turns a link of the copy into the address on this page's language. */
export function useLocalePath(): (to: string) => string {
  const lang = useLang();
  return (to) => localePath(lang, to);
}
