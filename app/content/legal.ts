import { assistantOrigin } from "./assistantOrigin";
import { type LegalId, legalTitles } from "./legalIds";
import { site } from "./site";

export type { LegalId } from "./legalIds";

export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  id: LegalId;
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Ends the text, followed by the studio's e-mail as a link. */
  contactLine: string;
};

const UPDATED = "27 November 2026";

/**
 * The footer's legal texts, opened as dialogs from `#terms`, `#privacy` and
 * `#accessibility`. Plain words, kept short; have a lawyer read them before
 * launch, as with any template.
 */
export const legalDocuments = {
  terms: {
    id: "terms",
    title: legalTitles.terms,
    updated: UPDATED,
    intro: `These terms cover how ${site.name} works with clients. Your project proposal sets the specifics; where the two differ, the signed proposal wins.`,
    sections: [
      {
        heading: "Scope and quotes",
        paragraphs: [
          "Every project starts with a written proposal: what we will deliver, by when, and the price in Indian rupees, plus GST where it applies. Quotes hold for 30 days. Work outside the proposal is quoted separately before we start it.",
        ],
      },
      {
        heading: "Payment",
        items: [
          "Websites and apps: 50% before work starts, 50% before launch.",
          "Social media retainers: billed monthly in advance.",
          "Invoices are due within 15 days. We may pause work on overdue accounts.",
        ],
      },
      {
        heading: "Feedback and revisions",
        paragraphs: [
          "Two rounds of revisions per deliverable are included. Timelines assume feedback within five working days; longer gaps move the launch date. A project silent for more than 60 days is closed and billed for the work done.",
        ],
      },
      {
        heading: "Ownership",
        paragraphs: [
          "Once paid in full, you own the final designs, content and the code written for you. We keep the rights to our own tools and reusable components, licensed to you for your project. We may show the finished work in our portfolio unless you ask us not to.",
        ],
      },
      {
        heading: "Your materials and third parties",
        paragraphs: [
          "You confirm you have the rights to the text, images and logos you give us. Hosting, domains, backend platforms, fonts and stock media are billed at cost and come with their providers' own terms.",
        ],
      },
      {
        heading: "Ending a project",
        paragraphs: [
          "Either side can end a project with 14 days' written notice. You pay for the work done up to then and receive it. Our liability is limited to the fees paid for the project concerned.",
        ],
      },
      {
        heading: "Law",
        paragraphs: [
          "These terms are governed by the laws of India; the courts of New Delhi have jurisdiction.",
        ],
      },
    ],
    contactLine: "Questions about these terms? Write to",
  },
  privacy: {
    id: "privacy",
    title: legalTitles.privacy,
    updated: UPDATED,
    intro: `${site.name}, New Delhi, decides how the personal data you give this site is used, and is responsible for it under India's Digital Personal Data Protection Act, 2023. This notice says what we collect, why, for how long, and what you can ask of us.`,
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "What you type into the contact form: your name, your e-mail address, your phone or WhatsApp number if you choose to give it, and your message. This site has no accounts, no advertising or analytics cookies, and loads nothing from other companies' servers.",
          "How fast the pages are for you, measured by your browser: when you leave or switch away from a page, it sends our own server the page's address, how long the page took to show its content and to answer your taps, how much its layout moved, whether your screen is phone-sized or larger, and your connection type if your browser reports it (such as 4g). Nothing that identifies you is sent or kept: no cookie, no identifier, no network address (each report carries a random number, used only to count it once). Within minutes each report is added into daily totals per kind of page and deleted; the totals are kept for 35 days and show us, and the clients we show them to, how fast the site really is.",
          `While you type, the form keeps a draft in your own browser (local storage), so a reload does not lose your words. It stays on your device: it is deleted when you send the message or press Clear, and discarded after 30 days. If you pick the light or dark theme in the header, that one word is kept there too, so the site remembers it.`,
          "Where your enquiry came from, so we know which pages and campaigns bring enquiries: while you look around, your browser keeps in this tab (session storage, never a cookie) the first page of this site you opened, the domain of the website that linked you here (not the page), any campaign tags in that link (utm_source and the like), and the pages of this site you view. It is sent to us only with an enquiry, together with the page you send it from and whether the project assistant wrote the message for you, and kept with the enquiry; then it is deleted from your browser. If you never send an enquiry, it never leaves your device and is gone when you close the tab. Sent without JavaScript, an enquiry carries only the page it was sent from.",
          "If your message cannot be sent (you are offline, or our server is down), your browser keeps it in the same way and sends it once the connection is back or you next open the site; then it is deleted from your device.",
          "Like any website, the host serving these pages may keep short technical logs (address, time, page asked for) to keep the service secure. We do not use them to identify you.",
        ],
      },
      {
        heading: "The project assistant",
        paragraphs: [
          assistantOrigin
            ? `The assistant on the home page sends each question you ask, with the last ten messages of the conversation, to ${assistantOrigin}, a service that drafts its answers; nothing else about you is sent, and if the service does not answer, the assistant answers from this site's own text in your browser. Please do not type personal details into it.`
            : "The assistant on the home page answers in your browser, from this site's own text: your questions are not sent anywhere.",
          `The conversation is kept in this browser tab (session storage) until you close it. It reaches us only if you press "Send this to the studio", check the message in the contact form and send it.`,
        ],
      },
      {
        heading: "Why we use it",
        paragraphs: [
          "To answer your enquiry and, if we work together, to prepare and run your project. You give us these details yourself for that purpose; we use them for nothing else. We never sell them, add you to a mailing list, or share them for advertising.",
        ],
      },
      {
        heading: "Who else handles it",
        paragraphs: [
          "Your enquiry is stored in our own database, on the server that runs this site (or the database service that hosts it for us), and a copy is e-mailed to our studio inbox; if we use a team chat tool, a notification goes there too. Only the people at the studio who answer enquiries can read them, after signing in.",
          "Our hosting, database and e-mail providers process your details only on our instructions, under contract, and never for their own purposes.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "Enquiries are deleted from our database automatically 12 months after they arrive, and from our inbox within 12 months of our last exchange, unless they become a project. Ask us and we delete yours at once. Client correspondence and invoices are kept as long as Indian tax and accounting law requires, then deleted.",
          "To stop abuse of the form, the server keeps a fingerprint of your network address with your message, never the address itself: a keyed hash made with a secret only our server holds, so it cannot be turned back into your address. It is used only to count recent messages from the same network, and is erased after a day.",
        ],
      },
      {
        heading: "Your rights",
        items: [
          "Ask what personal data we hold about you and how we have used it.",
          "Have it corrected, completed or updated.",
          "Have it erased, or withdraw your consent, at any time, as easily as you gave it.",
          "Nominate someone to exercise these rights for you in case of death or incapacity.",
          "Have a grievance addressed by us; we reply within a day and resolve it within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.",
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "This site is meant for adults. Please do not send us personal data about anyone under 18.",
        ],
      },
    ],
    contactLine:
      "To use any of these rights or raise a grievance, write to our contact for data protection at",
  },
  accessibility: {
    id: "accessibility",
    title: legalTitles.accessibility,
    updated: UPDATED,
    intro: `${site.name} wants everyone to be able to use this site, whatever device, browser or assistive technology they use.`,
    sections: [
      {
        heading: "The standard we aim for",
        paragraphs: [
          "The Web Content Accessibility Guidelines (WCAG) 2.2, level AA.",
        ],
      },
      {
        heading: "How we test",
        items: [
          "Automated checks with axe-core on every page, at phone, tablet and desktop widths, on every change we make.",
          "Keyboard tests that move through every link, button and form field without a mouse, with a visible focus ring.",
          "Checks that nothing moves when your system asks for reduced motion, and that the typing console can be paused.",
        ],
      },
      {
        heading: "Found a problem?",
        paragraphs: [
          "Automated tests do not catch everything. If anything on this site is hard to use, tell us the page and what happened; we reply within a day and treat it as a bug to fix, not a feature request.",
        ],
      },
    ],
    contactLine: "Report a problem by e-mail to",
  },
} as const satisfies Record<LegalId, LegalDocument>;
