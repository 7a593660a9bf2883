import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ContactValues } from "~/lib/contactSchema";
import { enquiryFieldNames } from "~/content/enquiry";
import {
  clearDraft,
  DRAFT_SAVE_DELAY_MS,
  fieldValues,
  isBlank,
  loadDraft,
  saveDraft,
} from "~/effects/draft";

type DraftForm = Pick<
  UseFormReturn<ContactValues>,
  "getValues" | "setValue" | "subscribe"
>;

/**
 * Keeps the form's draft in local storage: restores it once after mount
 * (never during render, so hydration matches the prerendered HTML), saves
 * changes at most every DRAFT_SAVE_DELAY_MS, and saves at once when the page
 * is hidden or the form unmounts. Text typed into the prerendered fields
 * before the form's code arrived (react-hook-form keeps it) is newer than
 * any draft, so it wins and is saved at once.
 */
export function useContactDraft({ getValues, setValue, subscribe }: DraftForm) {
  const [isRestored, setIsRestored] = useState(false);
  const pending = useRef<ContactValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const typed = getValues();
    const draft = isBlank(typed) ? loadDraft() : null;
    if (!isBlank(typed)) {
      saveDraft(typed);
    } else if (draft) {
      for (const field of enquiryFieldNames) {
        setValue(field, draft[field], { shouldDirty: true });
      }
      setIsRestored(true);
    }

    const flush = () => {
      clearTimeout(timer.current);
      if (pending.current) saveDraft(pending.current);
      pending.current = null;
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        pending.current = fieldValues((name) => values[name] ?? "");
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      },
    });
    const handleHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", handleHidden);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", handleHidden);
      flush();
    };
  }, [getValues, setValue, subscribe]);

  /** Forgets the draft now, including a save still waiting. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    clearDraft();
    setIsRestored(false);
  }, []);

  return { isRestored, discard };
}
