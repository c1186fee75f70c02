/**
 * Length as a user counts characters: Unicode code points, so an emoji or a letter outside the Basic
 * Multilingual Plane is one character, not the two UTF-16 units of `String.prototype.length`.
 * A lone surrogate counts as one. Used by every statement length limit (library and HTTP).
 */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}
