import type { ImportResult, ReportEntry, SourcePlace } from './types.js';

const KIND_TITLES: Record<ReportEntry['kind'], string> = { 'left-out': 'Left out', changed: 'Changed', mapped: 'Mapped' };
const KIND_ORDER: ReadonlyArray<ReportEntry['kind']> = ['left-out', 'changed', 'mapped'];

export function placeText(place: SourcePlace): string {
  return place.line === undefined ? place.file : `${place.file}:${place.line}`;
}

/** What each corpus holds, one line each. */
function corpusLines(result: ImportResult): string[] {
  return result.corpora.map((c) => {
    const utterances = c.intents.reduce((n, i) => n + i.utterances.length, 0);
    const tests = c.tests ? `, ${c.tests.intents.reduce((n, i) => n + i.utterances.length, 0) + c.tests.outOfScope.length} test statements` : '';
    return `${c.locale}: ${c.intents.length} intents, ${utterances} utterances, ${c.entities.size} entities, ${c.outOfScope.length} out-of-scope statements${tests}`;
  });
}

function counts(report: readonly ReportEntry[]): string {
  return KIND_ORDER.map((k) => `${report.filter((e) => e.kind === k).length} ${KIND_TITLES[k].toLowerCase()}`).join(', ');
}

/** The report for the terminal: what was written, then every part left out or changed (the file has them all, mapped ones too). */
export function reportToText(result: ImportResult, written: readonly string[], limit = 60): string {
  const lines = [`imported a ${formatTitle(result.format)} export`, ...corpusLines(result).map((l) => `  ${l}`), `report: ${counts(result.report)}`];
  const shown = result.report.filter((e) => e.kind !== 'mapped');
  for (const e of shown.slice(0, limit)) lines.push(`  ${e.kind === 'left-out' ? 'left out' : 'changed '} ${e.part} ${JSON.stringify(e.what)} (${placeText(e.source)}): ${e.note}`);
  if (shown.length > limit) lines.push(`  … and ${shown.length - limit} more in import-report.md`);
  lines.push(`wrote ${written.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

export function reportToMarkdown(result: ImportResult): string {
  const lines = [`# Import report: ${formatTitle(result.format)}`, '', ...corpusLines(result).map((l) => `- ${l}`), '', `${counts(result.report)}.`, ''];
  for (const kind of KIND_ORDER) {
    const entries = result.report.filter((e) => e.kind === kind);
    if (entries.length === 0) continue;
    lines.push(`## ${KIND_TITLES[kind]} (${entries.length})`, '', '| part | what | where | note |', '| --- | --- | --- | --- |');
    for (const e of entries) lines.push(`| ${cell(e.part)} | ${cell(e.what)} | ${cell(placeText(e.source))} | ${cell(e.note)} |`);
    lines.push('');
  }
  return lines.join('\n');
}

export function reportToJson(result: ImportResult): object {
  return {
    format: result.format,
    corpora: result.corpora.map((c) => ({ locale: c.locale, intents: c.intents.length, utterances: c.intents.reduce((n, i) => n + i.utterances.length, 0), entities: c.entities.size, outOfScope: c.outOfScope.length, tests: c.tests ? c.tests.intents.reduce((n, i) => n + i.utterances.length, 0) + c.tests.outOfScope.length : 0 })),
    entries: result.report,
  };
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function formatTitle(format: ImportResult['format']): string {
  return { rasa: 'Rasa', dialogflow: 'Dialogflow ES', luis: 'LUIS', nlpjs: 'NLP.js' }[format];
}
