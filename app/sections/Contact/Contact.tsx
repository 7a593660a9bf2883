import { SplitSection } from "~/components/SplitSection/SplitSection";
import { contactContent } from "~/content/contact";
import { sectionIds } from "~/content/sectionIds";
import { ContactForm } from "./ContactForm";
import { ContactPanel } from "./ContactPanel";

/**
 * The heading, the form and the panel; on wide screens the heading sits
 * over the panel beside the form, so the form starts at the top.
 */
export function Contact() {
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
