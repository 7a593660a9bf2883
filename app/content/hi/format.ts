import { formatLocales } from "../lang";

const numberFormat = new Intl.NumberFormat(formatLocales.hi);

/** A count as the Hindi pages write it: "2,000", "1,00,000". */
export const hiNumber = (value: number) => numberFormat.format(value);
