/**
 * Text every store can hold. PostgreSQL refuses U+0000 in `text` ("invalid byte sequence for encoding UTF8:
 * 0x00"), and a lone UTF-16 surrogate has no UTF-8 form (the drivers silently write U+FFFD for it). Any bot user
 * controls the statement, so each store writes these as U+FFFD REPLACEMENT CHARACTER, explicitly, and the
 * message keeps how many it replaced (`replacedCharacters`): the answer was given on the text as sent, and a
 * reader must be able to tell that the stored text is not quite it.
 */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** U+0000, a high surrogate not followed by a low one, a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export interface StorableText {
  text: string;
  /** How many characters were replaced (0: the text is stored as given). */
  replaced: number;
}

export function storableText(text: string): StorableText {
  let replaced = 0;
  const stored = text.replace(UNSTORABLE, () => {
    replaced += 1;
    return REPLACEMENT_CHARACTER;
  });
  return { text: stored, replaced };
}
