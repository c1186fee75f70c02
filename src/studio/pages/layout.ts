/** The frame every studio page shares: header, navigation, the page's CSRF token, the stylesheet and the script. */
import { escapeXml } from '../../evaluation/render/escape.js';
import { STUDIO_COMMON_SCRIPT } from '../client/common.js';
import { STUDIO_STYLE } from '../style.js';

/** The pages, in the navigation's order. Each page module renders one of them. */
export const STUDIO_PAGES = [
  { key: 'corpus', href: '/', label: 'Corpus' },
  { key: 'entities', href: '/entities', label: 'Entities' },
  { key: 'try', href: '/try', label: 'Train and try' },
  { key: 'evaluate', href: '/evaluate', label: 'Evaluate' },
  { key: 'inbox', href: '/inbox', label: 'Inbox' },
  { key: 'publish', href: '/publish', label: 'Publish' },
  { key: 'history', href: '/history', label: 'History' },
  { key: 'import', href: '/import', label: 'Import' },
] as const;

export type PageKey = (typeof STUDIO_PAGES)[number]['key'];

/** Text into the pages' HTML: the reports' escaping (statements come from users). */
export const escapeHtml = escapeXml;

/** What every page gets from the server: its CSRF token and the corpus it edits. */
export interface PageCommon {
  csrfToken: string;
  corpusLabel: string;
  /** The studio's last change to the corpus files not undone, for the bar under the header (its Undo); null when none. */
  lastChange?: { id: number; label: string; at: string } | null;
  /** The corpus's locale ("ar", "zh"): the `lang` of the fields and texts written in the corpus's language. */
  corpusLocale: string;
}

export interface Layout extends PageCommon {
  title: string;
  active: PageKey;
  body: string;
  /** The page's own browser code; it runs after the common helpers (call, say, reloadAt) in one scope. */
  script: string;
  /** The page's own CSS rules, after the shared stylesheet's. */
  style?: string;
}

export function layout(page: Layout): string {
  const nav = STUDIO_PAGES.map((p) => `<a href="${p.href}"${page.active === p.key ? ' aria-current="page"' : ''}>${p.label}</a>`).join('');
  return `<!doctype html>
<html lang="en" data-corpus-lang="${escapeHtml(page.corpusLocale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<meta name="csrf-token" content="${escapeHtml(page.csrfToken)}">
<title>${escapeHtml(page.title)} · nlu studio</title>
<style>${STUDIO_STYLE}${page.style ?? ''}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<strong>nlu studio</strong>
<nav aria-label="Pages">${nav}</nav>
<span class="where">corpus: <code>${escapeHtml(page.corpusLabel)}</code> <span class="locale" title="the corpus's locale">${escapeHtml(page.corpusLocale)}</span></span>
</header>
${lastChangeBar(page.lastChange ?? null)}<main id="main">
${page.body}
</main>
<script>(() => {${STUDIO_COMMON_SCRIPT}
${page.script}
})();</script>
</body>
</html>`;
}

/** Under the header on every page: the last change with its Undo, and a link to the history. */
function lastChangeBar(change: { id: number; label: string; at: string } | null): string {
  if (change === null) return '';
  return `<div class="last-change" role="region" aria-label="Last change"><span>Last change: ${escapeHtml(change.label)} <time datetime="${escapeHtml(change.at)}">${escapeHtml(change.at.slice(11, 19))}</time></span>
<button type="button" id="undo-last" data-change-id="${change.id}" aria-label="Undo: ${escapeHtml(change.label)}">Undo</button> <a href="/history">History</a> <span id="undo-status" role="status" aria-live="polite"></span></div>
`;
}
