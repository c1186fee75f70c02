import type { ReportEntry, SourcePlace } from '../types.js';
import type { LuisApp } from './luis-app.js';

/**
 * A `.lu` file (Bot Framework's LUIS format): `# Intent` sections of `- utterance` lines with `{entity=value}`,
 * `{@entity=value}` and `{entity:role=value}` labels; entities declared as `@ ml|simple|list|regex|prebuilt|
 * phraselist name [hasRoles a, b]` or in the older `$Name:simple`, `$Name:value=`, `$PREBUILT:kind`,
 * `$Name:/pattern/`, `$Name:phraseList` forms. Patterns, references, QnA sections and composites are reported.
 */
export function readLuFile(path: string, text: string, appFor: (culture: string) => LuisApp, report: ReportEntry[]): void {
  const lines = text.split(/\r?\n/);
  const culture = /^>\s*!#\s*@app\.culture\s*=\s*(\S+)/m.exec(text)?.[1] ?? cultureFromPath(path) ?? 'en-us';
  const app = appFor(culture);
  /** Role name → its entity, from the declarations (a label may name a role alone: `{@fromCity=Seattle}`). */
  const roleOf = new Map<string, string>();
  const addRoles = (entity: string, roles: string[], into: { roles: string[] }) => {
    for (const r of roles) {
      if (!into.roles.includes(r)) into.roles.push(r);
      roleOf.set(r, entity);
    }
  };
  // Declarations first (a label may come before its entity's declaration).
  let block: { kind: 'list'; name: string; value: string | null } | { kind: 'phraselist'; name: string } | { kind: 'skip' } | null = null;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const source: SourcePlace = { file: path, line: i + 1 };
    const at = /^@\s*(ml|simple|list|regex|prebuilt|phraselist|composite|patternany|intent|ml)\s+(.*)$/i.exec(line);
    const dollar = /^\$\s*([^:]+?)\s*:\s*(.*)$/.exec(line);
    if (at) {
      block = null;
      const kind = at[1]!.toLowerCase();
      const rest = at[2]!;
      const name = /^([^\s=()[\]]+)/.exec(rest)?.[1] ?? '';
      const roles = /hasRoles?\s+([^=]*?)(?:\s+usesFeatures?|\s*=|$)/i.exec(rest)?.[1]?.split(',').map((r) => r.trim()).filter(Boolean) ?? [];
      if (kind === 'ml' || kind === 'simple') {
        const e = app.learned.get(name) ?? { roles: [], source };
        addRoles(name, roles, e);
        app.learned.set(name, e);
      } else if (kind === 'list') {
        const e = app.lists.get(name) ?? { values: [], roles: [], source };
        addRoles(name, roles, e);
        app.lists.set(name, e);
        block = { kind: 'list', name, value: null };
      } else if (kind === 'regex') {
        const pattern = /=\s*\/(.*)\/\s*$/.exec(rest)?.[1];
        const e = app.regexes.get(name) ?? { pattern: pattern ?? '', roles: [], source };
        if (pattern) e.pattern = pattern;
        addRoles(name, roles, e);
        app.regexes.set(name, e);
      } else if (kind === 'prebuilt') {
        const e = app.prebuilt.get(name) ?? { roles: [], source };
        addRoles(name, roles, e);
        app.prebuilt.set(name, e);
      } else if (kind === 'phraselist') {
        const clean = name.replace(/\(.*$/, '');
        app.phraseLists.set(clean, app.phraseLists.get(clean) ?? { phrases: [], source });
        block = { kind: 'phraselist', name: clean };
      } else {
        report.push({ kind: 'left-out', part: `${kind} entity`, what: name, source, note: kind === 'composite' ? 'its children are read as entities of their own' : kind === 'intent' ? 'intent features are not read' : 'only patterns use it' });
        block = { kind: 'skip' };
      }
      return;
    }
    if (dollar) {
      block = null;
      const [, name, rest] = dollar as unknown as [string, string, string];
      if (/^PREBUILT$/i.test(name)) {
        const kind = rest.trim().split(/\s+/)[0]!;
        app.prebuilt.set(kind, app.prebuilt.get(kind) ?? { roles: [], source });
      } else if (/^simple\b/i.test(rest)) {
        app.learned.set(name, app.learned.get(name) ?? { roles: [], source });
      } else if (/^phraseList\b/i.test(rest)) {
        app.phraseLists.set(name, app.phraseLists.get(name) ?? { phrases: [], source });
        block = { kind: 'phraselist', name };
      } else if (/^\/.*\/$/.test(rest.trim())) {
        app.regexes.set(name, { pattern: rest.trim().slice(1, -1), roles: [], source });
      } else if (/=\s*$/.test(rest)) {
        const e = app.lists.get(name) ?? { values: [], roles: [], source };
        const value = rest.replace(/=\s*$/, '').trim();
        e.values.push({ value, synonyms: [] });
        app.lists.set(name, e);
        block = { kind: 'list', name, value };
      } else {
        report.push({ kind: 'left-out', part: 'entity', what: `$${name}:${rest}`, source, note: 'this declaration is not read' });
      }
      return;
    }
    if (block && /^[-*+]\s*/.test(line)) {
      const item = line.replace(/^[-*+]\s*/, '');
      if (block.kind === 'phraselist') app.phraseLists.get(block.name)!.phrases.push(...item.split(','));
      else if (block.kind === 'list') {
        const list = app.lists.get(block.name)!;
        // "@ list" blocks: "- value :" then indented "- synonym"; "$Name:value=" blocks: synonyms only.
        const head = /^(.*?)\s*:\s*$/.exec(item);
        if (head && !/^\s{2,}/.test(raw)) {
          block.value = head[1]!;
          list.values.push({ value: head[1]!, synonyms: [] });
        } else if (block.value !== null) {
          const v = list.values.find((x) => x.value === (block as { value: string }).value)!;
          for (const s of item.split(',').map((x) => x.trim()).filter(Boolean)) if (s !== v.value && !v.synonyms.includes(s)) v.synonyms.push(s);
        }
      }
      return;
    }
    if (line.length > 0 && !line.startsWith('-') && !line.startsWith('>')) block = null;
  });

  // Intents and utterances.
  let intent: string | null = null;
  let inCode = false;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const source: SourcePlace = { file: path, line: i + 1 };
    if (line.startsWith('```')) {
      inCode = !inCode;
      return;
    }
    if (inCode) return;
    const header = /^#{1,2}\s*(.+?)\s*$/.exec(line);
    if (header && !line.startsWith('###')) {
      const name = header[1]!;
      if (name.startsWith('?')) {
        intent = null;
        report.push({ kind: 'left-out', part: 'QnA pair', what: name, source, note: 'question and answer pairs are QnA Maker\'s' });
        return;
      }
      intent = name.replace(/^@\s*intent\s+/i, '').split(/\s+usesFeatures?\s/i)[0]!.trim();
      if (!app.intents.some((x) => x.name === intent)) app.intents.push({ name: intent, source });
      return;
    }
    // A declaration ends the intent's section: the lines after it are its values.
    if (/^[@$]/.test(line)) {
      intent = null;
      return;
    }
    if (!intent || !/^[-*+]\s/.test(line)) {
      if (/^\[[^\]]*\]\([^)]*\)$/.test(line)) report.push({ kind: 'left-out', part: 'reference', what: line, source, note: 'references to other files are not followed: import the folder that holds them' });
      return;
    }
    const utterance = line.replace(/^[-*+]\s+/, '');
    if (/^\[[^\]]*\]\([^)]*\.(lu|qna)[^)]*\)$/.test(utterance)) {
      report.push({ kind: 'left-out', part: 'reference', what: utterance, source, note: 'references to other files are not followed: import the folder that holds them' });
      return;
    }
    const parsed = parseLabels(utterance);
    if (parsed === null) {
      report.push({ kind: 'left-out', part: 'pattern', what: utterance, source, note: 'a pattern (an {entity} placeholder or ^…^): the engine learns from example statements' });
      return;
    }
    const spans = parsed.spans.map((s) => {
      const named = s.role ? { entity: s.entity, role: s.role } : roleOf.has(s.entity) ? { entity: roleOf.get(s.entity)!, role: s.entity } : { entity: s.entity };
      if (!named.role && !app.learned.has(named.entity) && !app.lists.has(named.entity) && !app.regexes.has(named.entity) && !app.prebuilt.has(named.entity)) app.learned.set(named.entity, { roles: [], source });
      if (named.role) {
        const owner = app.learned.get(named.entity) ?? app.lists.get(named.entity) ?? app.regexes.get(named.entity) ?? app.prebuilt.get(named.entity);
        if (owner && !owner.roles.includes(named.role)) owner.roles.push(named.role);
        else if (!owner) app.learned.set(named.entity, { roles: [named.role], source });
      }
      return { start: s.start, end: s.end, ...named };
    });
    app.utterances.push({ text: parsed.text, intent, spans, source });
  });
}

function cultureFromPath(path: string): string | undefined {
  return /(?:^|[/.])([a-z]{2}-[a-z]{2})(?:[/.]|$)/i.exec(path)?.[1];
}

/**
 * An utterance's text and labels; null for a pattern (a label with no "=", or ^…^). Nested labels
 * (`{@a = {@b = x}}`) give both spans (the corpus keeps the outer one).
 */
export function parseLabels(source: string): { text: string; spans: Array<{ start: number; end: number; entity: string; role?: string }> } | null {
  if (/^\^.*\^$/.test(source)) return null;
  const spans: Array<{ start: number; end: number; entity: string; role?: string }> = [];
  let text = '';
  const walk = (s: string): boolean => {
    for (let i = 0; i < s.length; i++) {
      const ch = s[i]!;
      if (ch === '\\' && (s[i + 1] === '{' || s[i + 1] === '}')) {
        text += s[++i];
        continue;
      }
      if (ch !== '{') {
        text += ch;
        continue;
      }
      let depth = 0;
      let j = i;
      for (; j < s.length; j++) {
        if (s[j] === '{') depth++;
        else if (s[j] === '}' && --depth === 0) break;
      }
      if (j >= s.length) return false;
      const inner = s.slice(i + 1, j);
      const eq = inner.indexOf('=');
      if (eq < 0) return false;
      const label = inner.slice(0, eq).trim().replace(/^@/, '');
      const [entity, role] = label.split(':').map((x) => x.trim()) as [string, string | undefined];
      const start = text.length;
      if (!walk(inner.slice(eq + 1).trim())) return false;
      spans.push({ start, end: text.length, entity, ...(role ? { role } : {}) });
      i = j;
    }
    return true;
  };
  return walk(source) ? { text, spans } : null;
}
