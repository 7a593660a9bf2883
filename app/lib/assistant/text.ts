/**
 * Turning a visitor's question (English, Hinglish, typos and all) into the
 * terms the answer engine matches. The same `stem` runs over the site's
 * content when it is indexed, so both sides meet on one vocabulary.
 */

/** Multi-word phrases first, so "kitna time" reads as a timeline question. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [
    /\b(how long|how much time|how many (days|weeks|months)|how soon|how quickly|kitn[aei] (time|samay|din|dino|dinon|hafte|mahine)|kab tak|kitni (der|jaldi)|time (lage(ga|gi)?|lagta|legi|lagenge|take|takes|taken)|din lagenge|turn ?around time|delivery time|lead time)\b/g,
    " timeline ",
  ],
  [
    /\b(how much|kitn[aei] (paisa|paise|kharcha|lagega|charge)|kitne (ka|ki|ke|me|mein))\b/g,
    " pricing ",
  ],
  [/\b(get started|kick off|next steps?|first steps?)\b/g, " start "],
  [
    /\b(case stud(y|ies)|past work|previous work|your work|(kaam|work) (dikhao|dikhaiye|dikha|dekhna|dekhne|dekh))\b/g,
    " portfolio ",
  ],
  [/\b(good (morning|afternoon|evening))\b/g, " hello "],
  [/\b(google rank(ing)?|rank on google|search engine)\b/g, " seo "],
  [/\b(three d|3 d)\b/g, " 3d "],
  [/\b(e ?mail)\b/g, " email "],
  [/\b(whats ?app)\b/g, " whatsapp "],
  [/\b(instagram handle|insta handle)\b/g, " instagram handling "],
];

/** One word to its canonical form (after lower-casing, before stemming). */
const SYNONYMS = new Map<string, string>(
  Object.entries({
    // Money.
    price: "pricing",
    prices: "pricing",
    priced: "pricing",
    cost: "pricing",
    costs: "pricing",
    costing: "pricing",
    charge: "pricing",
    charges: "pricing",
    fee: "pricing",
    fees: "pricing",
    rate: "pricing",
    rates: "pricing",
    budget: "pricing",
    quote: "pricing",
    quotes: "pricing",
    quotation: "pricing",
    package: "pricing",
    packages: "pricing",
    paisa: "pricing",
    paise: "pricing",
    kharcha: "pricing",
    kharch: "pricing",
    rupee: "pricing",
    rupees: "pricing",
    rs: "pricing",
    inr: "pricing",
    "₹": "pricing",
    dollar: "pricing",
    dollars: "pricing",
    usd: "pricing",
    expensive: "pricing",
    cheap: "pricing",
    cheaper: "pricing",
    affordable: "pricing",
    kitna: "pricing",
    // Time.
    timelines: "timeline",
    turnaround: "timeline",
    deadline: "timeline",
    deadlines: "timeline",
    duration: "timeline",
    eta: "timeline",
    // Making things (Hinglish "banana" is "to make").
    banane: "build",
    banana: "build",
    banwana: "build",
    banwani: "build",
    banwane: "build",
    banate: "build",
    banati: "build",
    banaoge: "build",
    banaiye: "build",
    banao: "build",
    bana: "build",
    banaye: "build",
    banayenge: "build",
    bnana: "build",
    bnate: "build",
    bnwana: "build",
    banega: "build",
    banegi: "build",
    banenge: "build",
    building: "build",
    built: "build",
    builds: "build",
    create: "build",
    creating: "build",
    make: "build",
    making: "build",
    makes: "build",
    // Other Hinglish.
    kaam: "work",
    shuru: "start",
    kaise: "how",
    kese: "how",
    kaisa: "how",
    kya: "what",
    kyaa: "what",
    kyun: "why",
    kyon: "why",
    kyu: "why",
    kahan: "where",
    kaha: "where",
    kidhar: "where",
    aap: "you",
    ap: "you",
    u: "you",
    sampark: "contact",
    khule: "open",
    khula: "open",
    khulta: "open",
    band: "closed",
    // Words for the same thing.
    insta: "instagram",
    ig: "instagram",
    site: "website",
    sites: "website",
    websites: "website",
    webpage: "website",
    webpages: "website",
    shorts: "reels",
    ad: "ads",
    advertising: "ads",
    advert: "ads",
    adverts: "ads",
    apps: "app",
    application: "app",
    applications: "app",
    begin: "start",
    beginning: "start",
    started: "start",
    starting: "start",
    onboard: "start",
    onboarding: "start",
    kickoff: "start",
    timing: "hours",
    timings: "hours",
    hour: "hours",
    opening: "open",
    designing: "design",
    designer: "design",
    designers: "design",
    developer: "development",
    developers: "development",
    examples: "example",
    samples: "example",
    sample: "example",
    projects: "project",
    accessibility: "accessible",
    a11y: "accessible",
  }),
);

/**
 * Words that carry no subject for search: English and Hinglish fillers,
 * and verbs any question may use ("can you run/build/make...").
 */
export const STOPWORDS = new Set(
  `a an the and or but if then so to of in on at for from by with about as into
  over under up down out off is are was were be been being am do does did doing
  done have has had having i me my mine myself we us our ours you your yours
  yourself he she it its they them their this that these those there here what
  which who whom whose when where why how can could will would shall should may
  might must need needs want wants wanna like just also too very really much
  many more most some any all each every no not dont doesnt didnt cant wont
  isnt arent im ive id youre please pls plz tell know let lets get got give
  show see look find build run manage handle help offer offers provide work
  works working new one thing things stuff kind kinds type types sort something
  anything ok okay yes yeah sure good great nice cool hmm take takes taking
  time long studio kalam guys someone anyone ask question questions answer
  hindi english
  me mein main mai mujhe mujhko hum hume humein hamara hamare humara humare
  mera meri mere aapka aapki aapke apka apki apke tum tumhara ka ki ke ko se
  par pe hai hain ho hoga hogi honge tha thi kar karo karna karni karne karte
  karti karoge krte kro sakte sakta sakti skte bhi aur ya ek koi kuch liye lie
  chahiye chaiye chahte batao bataiye bataye btao dikhao dikhaiye ji bhai sir
  madam yaar na nahi haan lagega lagegi lagta lage wala wali wale apna apni
  apne accha acha theek thik jo jaise abhi kab hota hoti hote de dete dena le
  lo lena sab saare sare sirf bas wo woh ye yeh isko usko inka unka kaun
  kaunsa konsa kon kal aaj use uses used using page pages`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower case, no accents or apostrophes, letters and digits only. */
export function normalize(raw: string): string {
  return raw
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}₹]+/gu, " ")
    .replace(/₹/g, " ₹ ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A light English stemmer: plurals only, so "reels" meets "reel". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The question's terms: phrases folded, synonyms mapped, plurals stemmed. */
export function tokenize(raw: string): string[] {
  let text = ` ${normalize(raw)} `;
  for (const [pattern, replacement] of PHRASES) {
    text = text.replace(pattern, replacement);
  }
  return text
    .split(" ")
    .filter(Boolean)
    .map((word) => stem(SYNONYMS.get(word) ?? word));
}

/** Optimal string alignment distance: edits, counting a swap as one. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    const row = d[i] ?? [];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How many typos a word of this length may carry and still be recognised. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * The known word a misspelt token most likely meant, or the token itself.
 * Only words of five letters or more are corrected, and only to a word with
 * the same first letter, so short Hinglish words are never "fixed".
 */
export function correctTypo(token: string, vocabulary: ReadonlySet<string>) {
  if (vocabulary.has(token) || STOPWORDS.has(token)) return token;
  const limit = allowedTypos(token);
  if (limit === 0) return token;
  let best = token;
  let bestDistance = limit + 1;
  for (const word of vocabulary) {
    if (word[0] !== token[0] || Math.abs(word.length - token.length) > limit) {
      continue;
    }
    const distance = editDistance(token, word);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}
