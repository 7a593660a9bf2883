import { SplitSection } from "~/components/SplitSection/SplitSection";
import { sectionIds } from "~/content/sectionIds";
import { ContactForm } from "./ContactForm";
import { ContactPanel } from "./ContactPanel";
import { useWords } from "~/hooks/useCopy";

/**
 * The heading, the form and the panel; on wide screens the heading sits
 * over the panel beside the form, so the form starts at the top.
 */
export function Contact() {
  const { contactContent } = useWords();
  return (
    <SplitSection
      id={sectionIds.contact}
      surface="alt"
      intro={contactContent}
      mainSide="end"
      main={<ContactForm />}
      side={<ContactPanel />}
    />
  );
}
