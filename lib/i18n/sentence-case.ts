/** Words that start a label or a sentence: the first letter upper-cased, the rest as written. */
export const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
