/** Beside the project assistant's chat: what it does and where it stops. */
export const assistantNotes = {
  heading: "How the assistant works",
  items: [
    {
      title: "Answers from this site",
      text: "It searches our services, process and case studies, and links to the part of the site each answer comes from.",
    },
    {
      title: "No guessing",
      text: "Prices for your project, dates and anything it can't find here go to the studio, not into a made-up answer.",
    },
    {
      title: "Open at any hour",
      text: "It answers at 2am as well as 2pm. The studio reads what you send it on the next working day.",
    },
    {
      title: "A person takes over",
      text: "Send the conversation to the contact form as a draft: you check it, send it, and we reply within a day.",
    },
  ],
  person: {
    title: "Rather talk to a person?",
    text: "Call or WhatsApp us Mon-Sat 10am-7pm IST, or write to us at any hour.",
    link: "Go to the contact form",
  },
} as const;
