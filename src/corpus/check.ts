import type { Issue } from '../errors.js';
import { backtrackingProblem } from '../entities/regex-safety.js';
import { normalizeStatement } from '../text/normalize.js';
import { languageOf, unsupportedLocaleMessage } from '../text/locales.js';
import { textPipeline } from '../text/languages.js';
import type { Corpus, EntityDefinition, Example, SourceRef } from './types.js';
import type { CorpusPart } from './formats/part.js';
// Names of this prefix are the tagger's (its gazetteer of annotated phrases, "~title"): an entity named so
// would be confused with one. Our format's names cannot start with it; NLP.js and JSON Lines ones could.
import { GAZETTEER_PREFIX } from '../entities/tagger/gazetteer.js';
import { EntityExtractor } from '../entities/entity-extractor.js';

export interface CheckOptions {
  /** Accept the same statement under two intents (some public data sets have a few); default false. */
  allowLabelConflicts?: boolean;
  /**
   * Test data, not a corpus to train on: real messages are scored as they come. A statement with no words
   * ("??", "😳", Hindi) and the same statement under two labels are warnings, not problems.
   */
  testData?: boolean;
}

function at(source: SourceRef | undefined, path: string): Pick<Issue, 'file' | 'path'> {
  return source ? { file: source.file, path: source.path } : { path };
}

/** Merges the parts of a corpus and runs the checks that need all of it; returns every problem. */
export function mergeAndCheck(parts: CorpusPart[], options: CheckOptions = {}): { corpus: Corpus; issues: Issue[]; warnings: Issue[] } {
  const issues: Issue[] = parts.flatMap((p) => p.issues);
  const warnings: Issue[] = [];
  const locales = new Set(parts.map((p) => p.locale).filter((l): l is string => l !== undefined));
  const locale = [...locales][0] ?? 'en';
  if (locales.size > 1) issues.push({ path: 'locale', message: `expected one locale for the whole corpus, found ${[...locales].map((l) => JSON.stringify(l)).join(', ')}` });
  if (languageOf(locale) === null) issues.push({ path: 'locale', message: unsupportedLocaleMessage(locale) });

  const decisions = parts.flatMap((p) => (p.decision ? [p.decision] : []));
  if (decisions.length > 1) issues.push({ path: 'decision', message: `expected the decision setting in one corpus file, found it in ${decisions.map((d) => d.file).join(' and ')}` });
  const decision = decisions[0]?.setting;

  const entities: EntityDefinition[] = [];
  const entitySources = new Map<string, SourceRef>();
  // Entities refused for their name or their pattern: their annotations are not reported again as unknown.
  const refused = new Set<string>();
  for (const part of parts) {
    for (const { source, ...entity } of part.entities) {
      const earlier = entitySources.get(entity.name);
      if (earlier && entity.type !== 'regex') {
        issues.push({ ...at(source, ''), message: `duplicate entity "${entity.name}": already defined at ${earlier.file}: ${earlier.path}` });
        continue;
      }
      if (entity.name.startsWith(GAZETTEER_PREFIX)) {
        refused.add(entity.name);
        issues.push({ ...at(source, ''), message: `expected an entity name that does not start with "${GAZETTEER_PREFIX}" (the tagger names its phrase lists so), found ${JSON.stringify(entity.name)}` });
        continue;
      }
      // A pattern that does not compile is reported, then left out: the checks below run the entities' matchers.
      if (entity.type === 'regex' && !checkRegex(entity.pattern, entity.flags, source, issues)) {
        refused.add(entity.name);
        continue;
      }
      if (!earlier) entitySources.set(entity.name, source);
      entities.push(entity);
    }
  }

  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const entity of entities) {
    if (entity.type !== 'role') continue;
    const base = byName.get(entity.of);
    const where = at(entitySources.get(entity.name), '');
    if (!base && !refused.has(entity.of)) issues.push({ ...where, message: `the role "${entity.name}" is of "${entity.of}", which is no entity: expected "of" to name an entity defined under "entities"` });
    else if (base && (base.type === 'role' || base.type === 'ignore')) issues.push({ ...where, message: `the role "${entity.name}" is of "${entity.of}", a ${base.type}: expected a list, regex, learned or builtin entity` });
  }

  for (const bound of ['lower', 'upper'] as const) {
    const bounds = entities.filter((e) => e.type === 'learned' && e.range === bound).map((e) => e.name);
    const other = entities.some((e) => e.type === 'learned' && e.range === (bound === 'lower' ? 'upper' : 'lower'));
    if (bounds.length > 1) issues.push({ path: 'entities', message: `expected at most one entity with range: ${bound}, found ${bounds.join(', ')}` });
    if (bounds.length === 1 && !other) issues.push({ path: `entities.${bounds[0]}`, message: `expected an entity with range: ${bound === 'lower' ? 'upper' : 'lower'} to pair with range: ${bound}, found none` });
  }

  const intents = parts.flatMap((p) => p.intents);
  const byId = new Map<string, SourceRef | undefined>();
  const byIntentName = new Map<string, SourceRef | undefined>();
  for (const intent of intents) {
    const where = at(intent.source, intent.id);
    const sameId = byId.get(intent.id);
    if (byId.has(intent.id)) issues.push({ ...where, message: `duplicate intent id "${intent.id}": already used at ${describe(sameId)}` });
    else byId.set(intent.id, intent.source);
    const sameName = byIntentName.get(intent.name);
    if (byIntentName.has(intent.name)) issues.push({ ...where, message: `duplicate intent name "${intent.name}": already used at ${describe(sameName)}` });
    else byIntentName.set(intent.name, intent.source);
  }

  const outOfScope = parts.flatMap((p) => p.outOfScope);
  const known = new Set(entities.map((e) => e.name));
  // A closed list answers its own values only: an annotation of another value would teach the tagger
  // values it may never answer. An open list needs annotations: the tagger finds its new values.
  const closedLists = new Set(entities.filter((e) => e.type === 'list' && !e.open).map((e) => e.name));
  const values = closedLists.size > 0 ? new EntityExtractor(entities, null, null, languageOf(locale) === null ? undefined : textPipeline(locale)) : null;
  const annotated = new Set<string>();
  const firstLabel = new Map<string, { label: string; example: Example }>();
  const wordless = new Set<Example>();
  const visit = (example: Example, label: string) => {
    for (const span of example.spans) {
      annotated.add(span.entity);
      if (!known.has(span.entity) && !refused.has(span.entity)) issues.push({ ...at(example.source, ''), message: `unknown entity "${span.entity}" in annotation "[${span.value}](${span.entity})": expected one defined under "entities"` });
      // Warned, not refused (Dialogflow exports do this): the tagger still learns where such a value stands.
      if (closedLists.has(span.entity) && values!.resolveValue(span.entity, span.value) === null) {
        warnings.push({ ...at(example.source, ''), message: `"${span.value}" in annotation "[${span.value}](${span.entity})" is no value of the closed list "${span.entity}": the tagger learns where such a value stands, but the list answers its own values only (add it as a value or synonym, or "open: true" to accept values outside the list)` });
      }
    }
    const key = normalizeStatement(example.text);
    if (key.length === 0) {
      if (options.testData) warnings.push({ ...at(example.source, ''), message: `a statement with no words, ${JSON.stringify(example.text)}: scored as it is (the engine leaves it unmatched)` });
      else if (example.text.trim().length === 0) issues.push({ ...at(example.source, ''), message: `expected an utterance with words, found ${JSON.stringify(example.text)}` });
      else {
        // An emoticon or a mark only (":)", "👍"): other engines accept it; the classifier reads nothing in it.
        warnings.push({ ...at(example.source, ''), message: `the utterance ${JSON.stringify(example.text)} has no words: left out of training (the engine reads words; a statement with none is left unmatched)` });
        wordless.add(example);
      }
      return;
    }
    const seen = firstLabel.get(key);
    if (!seen) firstLabel.set(key, { label, example });
    else if (seen.label !== label && options.testData) {
      warnings.push({ ...at(example.source, ''), message: `the statement ${JSON.stringify(example.text)} is under ${label} and also under ${seen.label} (${describe(seen.example.source)}): each is scored (one answer cannot be right for both)` });
    } else if (seen.label !== label && !options.allowLabelConflicts) {
      issues.push({ ...at(example.source, ''), message: `the utterance ${JSON.stringify(example.text)} is under ${label} and also under ${seen.label} (${describe(seen.example.source)}): expected each utterance under one intent` });
    }
  };
  for (const intent of intents) for (const u of intent.utterances) visit(u, `intent "${intent.name}"`);
  for (const u of outOfScope) visit(u, 'outOfScope');
  const trained = wordless.size === 0 ? intents : intents.map((intent) => ({ ...intent, utterances: intent.utterances.filter((u) => !wordless.has(u)) }));
  for (const intent of trained) {
    if (intent.utterances.length === 0 && !issues.some((i) => i.file === intent.source?.file && i.path.startsWith(`${intent.source?.path}.utterances`))) {
      issues.push({ ...at(intent.source, intent.id), message: `intent "${intent.name}" has no utterances${wordless.size > 0 ? ' with words' : ''}: expected at least one` });
    }
  }
  for (const [name, source] of entitySources) {
    const entity = entities.find((e) => e.name === name);
    // Test data is scored as it comes: a definition it carries for its gold values need not be annotated there.
    if (entity?.type === 'list' && entity.open && !annotated.has(name) && !options.testData) {
      issues.push({ ...at(source, ''), message: `the open list "${name}" is annotated in no utterance: expected utterances annotating it (the tagger learns from them to find values outside the list), or no "open: true"` });
    }
  }
  if (intents.length === 0 && issues.length === 0) issues.push({ path: 'intents', message: 'expected at least one intent, found none' });

  return { corpus: { locale, ...(decision ? { decision } : {}), intents: trained, entities, outOfScope: outOfScope.filter((u) => !wordless.has(u)) }, issues, warnings };
}

function describe(source: SourceRef | undefined): string {
  return source ? `${source.file}: ${source.path}` : 'an earlier place';
}

/** Reports the pattern's problem, if any; false when it has one. */
function checkRegex(pattern: string, flags: string, source: SourceRef, issues: Issue[]): boolean {
  const problem = regexProblem(pattern, flags);
  if (problem) issues.push({ ...at(source, ''), message: problem });
  return problem === null;
}

/**
 * Why a regex entity's pattern is refused (not a valid regular expression, it matches the empty string, or it can
 * backtrack catastrophically: regex-safety.ts), or null.
 */
export function regexProblem(pattern: string, flags: string): string | null {
  let re: RegExp;
  try {
    re = new RegExp(pattern, `${flags.replace('g', '')}g`);
  } catch (error) {
    return `expected a valid regular expression, found /${pattern}/ (${(error as Error).message})`;
  }
  // Checked before the pattern runs on anything.
  const backtracking = backtrackingProblem(pattern, flags);
  if (backtracking) return backtracking;
  if (re.test('')) return `the pattern /${pattern}/ matches the empty string: expected a pattern that needs at least one character`;
  return null;
}
