/**
 * The settings form of a list (fuzzy, open) or learned entity (resolve as number, range), each setting with a line
 * saying what it does (docs/corpus-format.md's words). One Save per entity; the settings as drawn
 * go with it (`data-expected`), so a file changed on disk since is refused rather than overwritten.
 */
import type { EntitySettings } from '../entity-settings.js';
import { escapeHtml } from './layout.js';

/**
 * `bounds`: which entity of the corpus has each range bound; a bound another entity has is offered disabled
 * (`nlu train` takes one of each), saying which.
 */
export function entitySettingsForm(settings: EntitySettings, where: string, anchor: string, name: string, bounds: ReadonlyMap<string, string>): string {
  const { type, ...shown } = settings;
  const check = (key: string, label: string, on: boolean, note: string) => `<input type="checkbox" id="${anchor}-${key}" name="${key}"${on ? ' checked' : ''} aria-describedby="${anchor}-${key}-note">
<label for="${anchor}-${key}"><code>${label}</code></label>
<span class="note" id="${anchor}-${key}-note">${escapeHtml(note)}</span>`;
  let fields: string;
  if (settings.type === 'list') {
    fields = check('fuzzy', 'fuzzy', settings.fuzzy, 'Also a misspelt value: one typo in a word of 5 to 8 letters, two from 9 letters ("addidas" → Adidas). Off, a closed list still reads one typo no other value is as near.')
      + check('open', 'open', settings.open, 'Also values missing from the list, found by the tagger from the utterances annotating the entity ("boots by Patagonia"). Off (closed): only the list\'s own values are answered, and nlu train reports an annotation that is none of them.');
  } else {
    const radio = (value: string, label: string, note: string) => {
      const owner = bounds.get(value);
      const taken = owner !== undefined && owner !== name ? ` disabled` : '';
      const says = taken ? `${owner} has it; set its range to none first` : note;
      return `<label><input type="radio" name="range" value="${value}"${(settings.range ?? 'none') === value ? ' checked' : ''}${taken}> ${label}</label> <span class="note">${escapeHtml(says)}</span>`;
    };
    fields = check('resolve', 'resolve: number', settings.resolve, 'The value as decimal text: "$1,200" → "1200", "fifty" → "50", "1k" → "1000". Off: the text as typed. A range bound is always a number.')
      + `<fieldset class="range" aria-describedby="${anchor}-range-note"><legend><code>range</code></legend>
${radio('none', 'none', 'not a bound of a range')}
${radio('lower', 'lower bound', '"over 20", "at least 20", "between [20] and 40"')}
${radio('upper', 'upper bound', '"under 50", "50 or less", "between 20 and [40]", a price alone ("for $50")')}
<span class="note" id="${anchor}-range-note">A corpus has at most one entity of each bound, and both or neither.</span></fieldset>`;
  }
  return `<form class="entity-settings" ${where} data-type="${type}" data-expected="${escapeHtml(JSON.stringify(shown))}" aria-label="Settings of ${escapeHtml(name)}">
${fields}
<button type="submit">Save settings</button>
</form>`;
}
