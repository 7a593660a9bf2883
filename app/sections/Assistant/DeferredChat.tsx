import {
  type ComponentType,
  lazy,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import type { AssistantChatProps } from "./AssistantChat";
import { ChatUnavailable } from "./ChatUnavailable";
import { createEarlyInput, useEarlyInput } from "./earlyInput";
import { useWhenNeeded } from "./useWhenNeeded";
import styles from "./AssistantChat.module.css";

const SECTION_ID = "assistant";
const ROOT_MARGIN = "400px 0px";

/*
 * The prerendered chat's HTML, read before React hydrates (route modules run
 * after the document is parsed). React drops a boundary it has not hydrated
 * yet when any context above it changes (any in-page link changes the
 * router's location), and shows the boundary's fallback instead. With this
 * copy as the fallback the visitor sees the same chat, not a hole that
 * shifts the page, until the real one arrives.
 */
const prerenderedChat =
  typeof document === "undefined"
    ? ""
    : (document
        .getElementById(SECTION_ID)
        ?.querySelector("[data-chat-frame]")
        ?.innerHTML.replace(/<!--[^>]*-->/g, "") ?? "");

/*
 * A gate the chat's code waits behind on the first page load. It is open
 * from the start in Node (prerendering must render the chat) and opened on
 * the client when the section is needed, or at once on a later client-side
 * navigation to the page.
 */
let openGate = () => {};
const gate =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        openGate = resolve;
      });
const open = () => openGate();

let loaded: ComponentType<AssistantChatProps> | null = null;

const LazyChat = lazy<ComponentType<AssistantChatProps>>(async () => {
  await gate;
  try {
    const { AssistantChat } = await import("./AssistantChat");
    loaded = AssistantChat;
    return { default: AssistantChat };
  } catch {
    return { default: ChatUnavailable };
  }
});

const noSubscription = () => () => {};

/**
 * The chat, loaded on demand (chunk named after `AssistantChat`, with the
 * answer engine and its search index). The prerendered HTML already holds
 * the empty chat; on the first page load React keeps that HTML, not yet
 * hydrated, until the section nears the viewport or the visitor interacts
 * with it, so the first load carries none of its code and nothing shifts.
 * Questions asked in that HTML before the code arrives are kept and
 * answered once it runs (see earlyInput).
 */
export function DeferredChat() {
  // False while prerendering and hydrating, true for a fresh client mount.
  const isClientMount = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Fixed per mount: the tree's shape must never change under React.
  const [mode] = useState<"hydrate" | "navigate" | "loaded">(() => {
    if (!isClientMount) return "hydrate";
    open();
    return loaded ? "loaded" : "navigate";
  });
  const [early] = useState(createEarlyInput);
  useWhenNeeded(SECTION_ID, open, {
    isWaiting: mode === "hydrate",
    rootMargin: ROOT_MARGIN,
  });
  useEarlyInput(SECTION_ID, early, mode === "hydrate");
  // One element for the life of this mount. A Suspense boundary that gets
  // new props before it has hydrated drops its server HTML and shows the
  // fallback; this one never does, whatever re-renders DeferredChat.
  const boundary = useMemo(
    () => (
      <Suspense
        fallback={
          <div
            className={styles.standIn}
            dangerouslySetInnerHTML={{ __html: prerenderedChat }}
          />
        }
      >
        <LazyChat earlyInput={early} />
      </Suspense>
    ),
    [early],
  );

  if (mode === "loaded" && loaded) {
    const Loaded = loaded;
    return <Loaded earlyInput={early} />;
  }
  if (mode === "navigate") {
    // Inside the router's transition: the previous page stays on screen
    // until the chat is ready, instead of flashing an empty section.
    return <LazyChat earlyInput={early} />;
  }
  return boundary;
}
