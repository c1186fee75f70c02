/**
 * Placing the corpus's problems beside what they name: an issue's file and path ("intents[2].utterances[4]",
 * "outOfScope[3]", "entities.orderNumber") say where it is; the summary names that place in a bot developer's
 * words ("utterance 5 of orderStatus", counted from 1 as the page counts) and links it, whichever page of the
 * Corpus page shows it.
 */
import type { Issue } from '../../errors.js';
import type { CorpusFileView } from '../corpus-document.js';
import { outOfScopeAnchorId, utteranceAnchorId } from '../corpus-listing.js';
import { escapeHtml } from './layout.js';

/** Where an issue is: its words, and the anchor of its place on the Corpus page (or a link to the Entities page). */
export interface IssuePlace {
  words: string;
  href: string | undefined;
}

/** An issue's place in words and, when the corpus has it, its link (`views`: the corpus files as the Corpus page reads them). */
export function issuePlace(issue: Issue, views: readonly CorpusFileView[]): IssuePlace {
  const file = issue.file;
  const inFile = file ? ` in ${file}` : '';
  const view = file === undefined ? undefined : views.find((v) => v.file === file);
  const intentPath = /^intents\[(\d+)\](?:\.utterances\[(\d+)\])?(.*)$/.exec(issue.path);
  if (intentPath) {
    const intent = view?.intents[Number(intentPath[1])];
    const name = intent ? intent.name : `intent ${Number(intentPath[1]) + 1}`;
    if (intentPath[2] !== undefined && intentPath[3] === '') {
      const n = Number(intentPath[2]);
      return { words: `utterance ${n + 1} of ${name}${inFile}`, href: intent ? `/#${utteranceAnchorId(intent.id, n)}` : undefined };
    }
    return { words: `${intent ? `the intent ${name}` : name}${inFile}`, href: intent ? `/#intent-${intent.id}` : undefined };
  }
  const oos = /^outOfScope\[(\d+)\]$/.exec(issue.path);
  if (oos) {
    const list = views.filter((v) => v.outOfScope !== null).findIndex((v) => v.file === file);
    return { words: `out-of-scope example ${Number(oos[1]) + 1}${inFile}`, href: list < 0 ? undefined : `/#${outOfScopeAnchorId(list, Number(oos[1]))}` };
  }
  const entity = /^entities\.([^.[]+)/.exec(issue.path);
  if (entity) return { words: `the entity ${entity[1]}${inFile}`, href: `/entities#entity-${entity[1]}` };
  if (issue.path === '') return { words: file ?? 'the corpus', href: undefined };
  return { words: `${issue.path}${inFile}`, href: undefined };
}

export class IssuePlaces {
  private readonly anchors = new Map<Issue, string>();

  /** `onCorpusPage`: links to the Corpus page stay on it (`#anchor`: its script opens the page of the corpus that has it). */
  constructor(private readonly issues: readonly Issue[], private readonly views: readonly CorpusFileView[] = [], private readonly onCorpusPage = false) {}

  /**
   * The issues at `path` of `file`, as a list to show there (empty when none); `under` takes the paths below it too
   * ("entities.vendor.values[3].value"), and those with no file (checks across files name no file).
   */
  list(file: string, path: string, anchor: string, under = false): string {
    const found = this.issues.filter((i) => {
      if (under) return (i.file === undefined || i.file === file) && (i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`));
      return i.file === file && i.path === path;
    });
    for (const issue of found) if (!this.anchors.has(issue)) this.anchors.set(issue, `#${anchor}`);
    return found.length === 0 ? '' : `<ul class="issues">${found.map((i) => `<li>${escapeHtml(i.message)}</li>`).join('')}</ul>`;
  }

  /** Where the issue is, in words, linked to its place when it has one (on this page, another page of the corpus, or the Entities page). */
  link(issue: Issue): string {
    const place = issuePlace(issue, this.views);
    const elsewhere = this.onCorpusPage && place.href?.startsWith('/#') ? place.href.slice(1) : place.href;
    const href = this.anchors.get(issue) ?? elsewhere;
    return href === undefined ? escapeHtml(place.words) : `<a href="${escapeHtml(href)}">${escapeHtml(place.words)}</a>`;
  }

  unplaced(): Issue[] {
    return this.issues.filter((i) => !this.anchors.has(i));
  }
}
