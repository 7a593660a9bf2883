/**
 * The words visitors use to ask for things, in English, Hinglish and a
 * little Devanagari: which kind of answer a question wants (`assistantAsks`),
 * which studio-wide topic it is about (`assistantTopicWords`), and the words
 * that say nothing (`assistantStopwords`). What the studio does and does not
 * do, and the words for those things, are facts: see `assistantFacts.ts`.
 * Lower case; a phrase of several words is matched as one. Edit freely.
 */

/** What a question asks of a subject ("how much are reels?"). */
export const assistantAsks = {
  price: [
    "price",
    "prices",
    "cost",
    "how much",
    "charge",
    "fee",
    "rate",
    "rate card",
    "price list",
    "budget",
    "quote",
    "quotation",
    "estimate",
    "hourly",
    "minimum",
    "starting price",
    "price package",
    "expensive",
    "cheapest",
    "cheaper",
    "lowest",
    "cheap",
    "affordable",
    "kitna",
    "kitne ka",
    "kitne ki",
    "kitne mein",
    "kitna loge",
    "kitna lagega",
    "kharcha",
    "kharch",
    "daam",
    "paisa",
    "paise",
    "extra",
    "additional",
    "separately",
    "rupees",
    "inr",
    "₹",
    "कीमत",
    "दाम",
    "खर्च",
    "खर्चा",
    "पैसे",
  ],
  timeline: [
    "kitne time",
    "kitna time",
    "how much time",
    "how long",
    "how soon",
    "how many days",
    "how many weeks",
    "timeline",
    "turnaround",
    "deadline",
    "duration",
    "take long",
    "days",
    "weeks",
    "months",
    "kitne din",
    "kitna samay",
    "kab tak",
    "time lagega",
    "time lagta",
    "jaldi",
    "how fast",
    "how quickly",
    "go live",
    "be live",
    "urgent",
    "asap",
    "fast delivery",
    "by next month",
    "by next week",
    "within a month",
    "in a month",
    "समय",
    "दिन",
  ],
  results: [
    "improve",
    "results",
    "outcome",
    "impact",
    "numbers",
    "kpi",
    "kpis",
    "increase",
    "growth",
    "sales",
    "save",
    "reduce",
    "sell",
    "sold",
    "leads",
    "more orders",
    "views",
    "reach",
    "engagement",
    "achieve",
    "bring",
    "revenue",
    "conversion",
    "roi",
    "work out",
    "turn out",
    "success",
    "fayda",
  ],
  stack: [
    "shopify",
    "stack",
    "tech stack",
    "technology",
    "tech",
    "platform",
    "built with",
    "framework",
    "deliverables",
    "deliver",
  ],
  quote: [
    "testimonial",
    "review",
    "say about",
    "said about",
    "what did they say",
    "feedback from",
  ],
  work: [
    "portfolio",
    "case study",
    "examples",
    "samples",
    "past work",
    "previous work",
    "your portfolio",
    "show me",
    "experience",
    "have you worked",
    "you worked for",
    "have you done",
    "have you made",
    "have you built",
    "did you do",
    "did you make",
    "did you build",
    "did you ever",
    "done before",
    "best project",
    "best work",
    "favourite project",
    "favorite project",
    "kaam kiya",
    "kiska kaam",
    "kaam dikhao",
    "kaam dekhna",
    "clients",
    "your projects",
    "projects you",
  ],
  next: ["after that", "after it", "next", "then", "baad", "phir", "uske baad"],
  /** "Do you…", "can you make…": a question about whether the studio does something. */
  offer: [
    "do you do",
    "do you make",
    "do you build",
    "do you offer",
    "do you provide",
    "can you",
    "can u",
    "could you",
    "will you",
    "make",
    "build",
    "create",
    "design",
    "develop",
    "offer",
    "provide",
    "service",
    "need",
    "want",
    "looking for",
    "write",
    "help",
    "handle",
    "manage",
    "run",
    "set up",
    "setup",
    "fix",
    "redo",
    "banana",
    "banane",
    "banwana",
    "banwani",
    "banate",
    "banaoge",
    "banao",
    "bana",
    "banega",
    "banegi",
    "ban",
    "jayega",
    "jaayega",
    "ban jayega",
    "badha",
    "badhana",
    "badha doge",
    "doge",
    "dogi",
    "denge",
    "karte",
    "karoge",
    "sambhal",
    "sambhalna",
    "chalana",
    "बनाने",
    "बनाना",
    "बनवाना",
  ],
} as const;

export type AskKind = keyof typeof assistantAsks;

/** The studio-wide topics, by the words visitors use for them. */
export const assistantTopicWords = {
  pricing: ["pricing", "cost", "quote", "packages", "budget"],
  firstCall: [
    "first call",
    "intro call",
    "consultation",
    "discovery call",
    "first meeting",
    "meeting",
    "call",
    "free call",
    "free consultation",
  ],
  free: ["free", "no charge", "muft", "free of cost"],
  start: [
    "what happens next",
    "next steps",
    "after i fill",
    "fill the form",
    "after contacting",
    "start",
    "get started",
    "begin",
    "hire",
    "onboarding",
    "first step",
    "kick off",
    "shuru",
  ],
  timelines: ["timeline", "deadline", "schedule"],
  progress: [
    "communicate",
    "communication",
    "keep me updated",
    "progress",
    "updates",
    "preview",
    "preview link",
    "status",
    "track progress",
    "what is happening",
    "how is it going",
    "keep me posted",
    "in the loop",
    "kya chal raha",
  ],
  payment: [
    "payment terms",
    "payment",
    "pay",
    "advance",
    "upfront",
    "installment",
    "instalments",
    "milestone",
    "50%",
    "billing",
  ],
  invoice: ["invoice", "due", "overdue"],
  gst: ["gst", "tax", "inclusive"],
  quoteValidity: [
    "valid",
    "validity",
    "hold",
    "expire",
    "expiry",
    "add features",
    "new features",
    "more features",
    "extra features",
    "extra work",
    "outside the scope",
    "scope change",
  ],
  revisions: [
    "how many times",
    "revision",
    "changes",
    "edits",
    "rounds",
    "don't like",
    "not happy",
    "unhappy",
    "pasand",
  ],
  feedback: [
    "feedback",
    "approve",
    "approval delay",
    "silent",
    "go quiet",
    "no response",
    "delay",
    "late feedback",
  ],
  ownership: [
    "mine",
    "own",
    "owner",
    "ownership",
    "copyright",
    "rights",
    "source code",
    "source files",
    "design files",
    "files",
    "belong to us",
    "be ours",
    "remain ours",
    "still ours",
  ],
  hosting: [
    "hosting",
    "domain",
    "domain name",
    "server",
    "ssl",
    "buy hosting",
    "stock media",
    "stock images",
    "stock photos",
  ],
  aftercare: [
    "after launch",
    "post launch",
    "launch ke baad",
    "support",
    "maintenance",
    "maintain",
    "aftercare",
    "after going live",
    "site is live",
    "goes live",
  ],
  ending: [
    "cancel",
    "cancellation",
    "terminate",
    "stop",
    "end the project",
    "end a project",
    "end the contract",
    "ending",
    "quit",
    "midway",
    "halfway",
    "in the middle",
    "band",
  ],
  dataRetention: [
    "keep my data",
    "data",
    "personal data",
    "delete",
    "details",
    "stored",
    "store my",
    "retention",
    "how long do you keep",
  ],
  privacy: ["privacy", "privacy policy", "dpdp", "gdpr", "cookies", "cookie"],
  notOffered: [
    "anything you dont do",
    "what dont you do",
    "things you dont do",
    "what you dont offer",
    "not offered",
  ],
  accessibility: [
    "accessibility",
    "accessible",
    "wcag",
    "a11y",
    "screen reader",
    "disabled",
    "blind",
    "disability",
  ],
  terms: ["terms", "terms and conditions", "contract", "agreement", "legal"],
  languages: [
    "language",
    "hindi",
    "english",
    "bilingual",
    "regional",
    "regional language",
    "local language",
    "bengali",
    "bangla",
    "tamil",
    "telugu",
    "marathi",
    "gujarati",
    "punjabi",
    "kannada",
    "malayalam",
    "urdu",
    "odia",
    "assamese",
    "हिंदी",
  ],
  location: [
    "where are you",
    "where is your",
    "where exactly",
    "drop by",
    "visit",
    "come over",
    "meet in person",
    "in person",
    "location",
    "located",
    "address",
    "office",
    "city",
    "based",
    "delhi",
    "new delhi",
    "kahan",
    "kaha",
    "kidhar",
    "कहाँ",
    "कहां",
  ],
  remote: [
    "remote",
    "remotely",
    "outside india",
    "abroad",
    "overseas",
    "international",
    "other city",
    "distance",
    "the us",
    "us based",
    "usa",
    "uk",
    "london",
    "dubai",
    "mumbai",
    "bangalore",
    "bengaluru",
    "country",
    "time zone",
    "timezone",
    "time difference",
  ],
  hours: [
    "when can i call",
    "when can we call",
    "what time",
    "open and close",
    "open n close",
    "hours",
    "timing",
    "open",
    "closed",
    "working hours",
    "office hours",
    "sunday",
    "saturday",
    "weekend",
    "holiday",
    "available",
    "availability",
    "khule",
    "khula",
    "hrs",
    "working hrs",
  ],
  contact: [
    "contact form",
    "form",
    "contact",
    "reach",
    "get in touch",
    "touch",
    "talk",
    "sampark",
    "baat",
    "message",
    "संपर्क",
  ],
  phone: [
    "phone",
    "phone number",
    "mobile number",
    "number",
    "call",
    "call you",
    "ring",
    "फोन",
  ],
  email: ["email", "e mail", "mail", "gmail", "email address"],
  whatsapp: ["whatsapp", "whats app", "wa"],
  reply: ["reply", "respond", "response", "revert", "get back"],
  team: [
    "who will",
    "who works",
    "who will work",
    "junior",
    "intern",
    "freelancer",
    "outsource",
    "salesperson",
    "sales person",
    "account manager",
    "directly",
    "designer",
    "developer",
    "talk to",
    "about you",
    "about the studio",
  ],
  founder: [
    "founder",
    "owner of the studio",
    "ceo",
    "who runs",
    "who started",
    "who founded",
    "founded",
  ],
  stats: [
    "how many projects",
    "projects delivered",
    "lighthouse",
    "score",
    "track record",
  ],
  social: [
    "linkedin",
    "follow you",
    "your instagram",
    "profiles",
    "social profiles",
  ],
  process: [
    "process",
    "how you work",
    "how do you work",
    "steps",
    "workflow",
    "approach",
    "method",
  ],
  why: ["why", "why choose", "choose you", "why you", "stand out"],
  servicesList: [
    "grow my business",
    "grow our business",
    "grow online",
    "what do you do",
    "what do you build",
    "what do you make",
    "what do you offer",
    "what services",
    "what all",
    "what you do",
    "services",
    "offerings",
    "what can you",
    "kya karte",
  ],
  industries: [
    "industries",
    "sector",
    "niche",
    "kind of client",
    "type of client",
    "business types",
  ],
  technologies: ["technologies", "tech stack", "stack"],
  articles: ["article", "blog", "insights", "guide", "read"],
} as const;

export type TopicWordsId = keyof typeof assistantTopicWords;

/** Words that say nothing about the subject: never searched. */
export const assistantStopwords: readonly string[] = `
a an the and or but if then so to of in on at for from by with about as into per
over under up down out off is are was were be been being am do does did doing
done have has had having i me my mine we our ours you your yours he she it its
they them their this that these those there here what which who whom whose
when how can could will would shall should may might must
like just only also too very really much many more most some any
all each every no not dont doesnt didnt cant wont isnt arent im ive id youre
please pls plz tell know let lets get got give show see look find
one thing things stuff kind kinds type sort
something anything ok okay yes yeah sure hmm
guys someone anyone ask question questions answer u ur r ya wat wht whats
use uses used using come comes coming goes gets gives makes
happen happens people person abt hw coz bcoz k
through across during within without go going went extra whether
whatever while though although because since until unless
else ever never always often either neither both same such than
included include including part possible actually roughly approx
simple small little big large new current existing own
work works working project projects time long made built
business businesses company companies account accounts system systems solution
solutions team everything online before after anyway exact exactly usually normally generally
check put early possibly monthly together problem
kaunsa konsa kaisa kiya kiye thanks thank thx ty
level aim able add added adding later right wrong real good great nice proper
properly quick quickly fine lot lots way ways idea ideas point place year
years say said think feel try keep mean seem leave bring brings want wants
wanted need needs needed likes love usual typical
typically basic basically full fully whole complete completely total totally
quite pretty rather enough least surely truly maybe perhaps
case cases example currently recently soon still yet already
few several other another different similar certain specific general
main major minor easy hard difficult important available
interested interest planning plan plans brand brands fill filled
naya nayi naye humare humara humari pehle pehli usme isme uska iska unka inka woh
kis kisi kiske agency studio firm name names old outdated modern today tomorrow now plus
looking thinking trying getting
hoping wondering curious share telling kindly folks
send sent two three four five six seven eight nine ten
hi hello hey namaste
decide decides decided deciding calculate calculated mess messy once season
mein mai mujhe hum hume humein hamara hamare mera meri mere aap aapka
aapki aapke apka apki apke tum tumhara ka ki ke ko se par pe hai hain ho hoga
hogi honge tha thi kar karo karna karni karne karti karenge krte
kro sakte sakta sakti skte bhi aur ek koi kuch liye lie chahiye chaiye
batao bataiye btao dikhao ji bhai sir madam yaar na nahi haan lagega lagegi
lagta lage wala wali wale apna apni apne accha acha theek thik jo abhi kab
hota hoti hote de dete dena le lo lena sab sirf bas wo ye yeh kya kyaa
kaise kese kaun kitni log padega
में है का की के को से और कितना कितने कितनी लगेगा लगेगी क्या आप हम मैं
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Words that point back at the last answer's subject: "how much does it
 * cost?", "what did they use?", "that one".
 */
export const assistantReferences: readonly string[] =
  "it its they them their theirs that this those these there he she him her iska uska iske uske inka unka isme usme woh wo ye yeh same".split(
    " ",
  );

/** Ordinals, for "the second one" after a list. */
export const assistantOrdinals: Readonly<Record<string, number>> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  sixth: 6,
  "6th": 6,
  seventh: 7,
  "7th": 7,
  eighth: 8,
  "8th": 8,
  last: -1,
  pehla: 1,
  dusra: 2,
  doosra: 2,
  teesra: 3,
};

export const assistantGreetings: readonly string[] =
  "hi hello hey hii hiii helo hlo namaste namaskar hola yo greetings morning evening".split(
    " ",
  );

export const assistantThanks: readonly string[] =
  "thanks thank thx ty shukriya dhanyavad dhanyawad cheers".split(" ");

/**
 * "How fast will my site load?": asked beside these words, "how fast" is a
 * question of the site's speed, not of how long the studio takes.
 */
export const assistantSpeedAsks: readonly string[] = [
  "how fast",
  "how quickly",
  "how quick",
  "kitna fast",
];
export const assistantLoadWords: readonly string[] = [
  "load",
  "loads",
  "loading",
];

/**
 * When the visitor's own plans happen ("launching next month", "agle
 * mahine"): context, not a question of how long the studio takes. Asking
 * for a date ("by next month", "within a month") is still a question of time.
 */
export const assistantDatePhrases: readonly string[] = [
  "next month",
  "next week",
  "next year",
  "this month",
  "this week",
  "this year",
  "coming month",
  "coming week",
  "agle mahine",
  "agle hafte",
  "is mahine",
];

/**
 * Words the site never uses that read like a slip of one it does
 * ("parking" is two letters from "ranking"): known as themselves, naming
 * nothing the site says, so never mended into another word, and a question
 * about them gets the honest reply.
 */
export const assistantUnusedWords: readonly string[] = ["parking"];

/**
 * Words that try to steer the assistant rather than ask about the studio
 * ("ignore your instructions"): such a question gets a safe, plain reply.
 */
export const assistantSteeringWords: readonly string[] = [
  "ignore",
  "instructions",
  "instruction",
  "prompt",
  "system prompt",
  "jailbreak",
  "pretend",
  "roleplay",
  "disregard",
  "override",
  "you are now",
  "act as",
  "say that",
  "rules",
];
