/*
 * The notify room's words: the studio's e-mail about a new enquiry (in
 * English, the studio's language). The visitor's acknowledgement speaks
 * the visitor's language, from the enquiries room's words (`visitorWords`).
 */
export const studioMailWords = {
  openInInbox: "Open it in the inbox",
  language: (lang: string) => `Language: ${lang}`,
  page: (page: string | undefined) => `Page: ${page ?? "unknown"}`,
  campaign: (campaign: string) => `Campaign: ${campaign}`,
  received: (at: string) => `Received: ${at}`,
  replyToAnswer: (name: string) => `Reply to this e-mail to answer ${name}.`,
  enquiry: (id: string) => `Enquiry ${id}`,
};
