import { expect, test } from "vitest";
import { createAssistant } from "~/features/assistant/engine/createAssistant";
import { createLexicon } from "~/features/assistant/engine/understand";
import { lexiconEntries, siteConcepts } from "~/features/assistant/engine/knowledge";

test("debug", () => {
  const lex = createLexicon(lexiconEntries(siteConcepts()));
  const a = createAssistant({ threshold: 0 });
  for (const q of (process.env.Q ?? "").split("||")) {
    const toks = lex.read(q);
    console.log(q, "\n ", toks.map((t) => `${t.raw}=>${t.key}[${t.senses.join(",")}]${t.isFiller ? "F" : ""}${t.quality}`).join(" "));
    const r = a.answer(q);
    console.log("  conf", r.confidence.toFixed(2), r.text.slice(0, 100));
  }
  expect(1).toBe(1);
});
