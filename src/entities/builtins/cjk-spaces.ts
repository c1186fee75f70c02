/**
 * Chinese is written without spaces between words: a space between two characters of a numeral or a unit says
 * nothing ("一 百 五 十 个 百 分 点" is "一百五十个百分点", "四百 点 五" is 400.5, "六 點 五 成" 65 %). The number and
 * quantity grammars read the text with those spaces closed; their spans are mapped back to the text as written.
 * A space between two digit runs stays ("1 4/3" is a whole and a fraction), and so does one between digits and a
 * numeral in characters ("667.123 五点八" are two numbers).
 */
const HAN = /[\p{Script=Han}]/u;
/** Numeral characters: spaces between two of them are left to the numeral reader ("五 六" two numbers, "三千 八百" one). */
const NUMERAL = /[〇零一二两兩三四五六七八九十百千万萬亿億壹贰貳叁參肆伍陆陸柒捌玖拾佰仟]/u;
// Between two characters, one of them no numeral; after digits only before a character that is no numeral
// ("7 2 折", not "667.123 五点八").
const SPACE_BETWEEN = /(?<=[\p{Script=Han}0-9０-９])\s+(?=\p{Script=Han})/gu;
const closes = (before: string, after: string) => !(NUMERAL.test(before) || /[0-9０-９]/.test(before)) || !NUMERAL.test(after);

export interface ClosedText {
  text: string;
  /** The offset in the text as written of an offset in the closed text (an end maps after its last character). */
  start(i: number): number;
  end(i: number): number;
}

/** The text with the spaces between Chinese characters closed, or null when it has none (most statements). */
export function closeCjkSpaces(text: string): ClosedText | null {
  if (!/\s/.test(text) || !HAN.test(text)) return null;
  const kept: number[] = [];
  let closed = '';
  let from = 0;
  for (const m of text.matchAll(SPACE_BETWEEN)) {
    if (!closes(text[m.index - 1]!, text[m.index + m[0].length]!)) continue;
    for (let i = from; i < m.index; i++) kept.push(i);
    closed += text.slice(from, m.index);
    from = m.index + m[0].length;
  }
  if (from === 0) return null;  // nothing closed
  for (let i = from; i < text.length; i++) kept.push(i);
  closed += text.slice(from);
  return {
    text: closed,
    start: (i) => (i < kept.length ? kept[i]! : text.length),
    end: (i) => (i === 0 ? 0 : kept[i - 1]! + 1),
  };
}
