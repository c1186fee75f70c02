/**
 * Placing the corpus's problems beside what they name: an issue's file and path ("intents[2].utterances[4]",
 * "outOfScope[3]", "entities.orderNumber") say where it is; the summary links each to its place.
 */
import type { Issue } from '../../errors.js';
import { escapeHtml } from './layout.js';

export class IssuePlaces {
  private readonly anchors = new Map<Issue, string>();

  constructor(private readonly issues: readonly Issue[]) {}

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

  /** Where the issue is, linked to its place when it has one here or on the Entities page. */
  link(issue: Issue): string {
    const where = escapeHtml([issue.file, issue.path].filter(Boolean).join(': '));
    const entity = /^entities\.([^.[]+)/.exec(issue.path);
    const href = this.anchors.get(issue) ?? (entity ? `/entities#entity-${entity[1]}` : undefined);
    return href === undefined ? where : `<a href="${escapeHtml(href)}">${where}</a>`;
  }

  unplaced(): Issue[] {
    return this.issues.filter((i) => !this.anchors.has(i));
  }
}
