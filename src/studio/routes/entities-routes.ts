/** The Entities page and its API: list values and synonyms, regex patterns with a live check, a list's or learned entity's settings, renaming, in the YAML files on disk. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BUILTIN_KINDS } from '../../entities/builtins/kinds.js';
import type { StudioContext } from '../context.js';
import { CorpusEditError, readCorpusView } from '../corpus-document.js';
import { annotationCounts, applyAddEntity, applyDeleteEntity } from '../entity-definitions.js';
import { changeEntityFile, readEntityView, rewrite, type EntityChange } from '../entity-document.js';
import { renameEntity } from '../entity-rename.js';
import { applySettingsChange } from '../entity-settings.js';
import { entitiesPage } from '../pages/entities-page.js';
import { checkRegexOn } from '../regex-check.js';
import { corpusFile, placedIssues } from './corpus-routes.js';

const entity = { file: z.string().min(1), entity: z.string().min(1) };
const synonyms = z.array(z.string()).max(1000);
const addValueBody = z.object({ ...entity, value: z.string(), synonyms }).strict();
const editValueBody = z.object({ ...entity, index: z.number().int().min(0), expected: z.string(), value: z.string(), synonyms }).strict();
const deleteValueBody = z.object({ ...entity, index: z.number().int().min(0), expected: z.string() }).strict();
const regexBody = z.object({ ...entity, expected: z.string(), pattern: z.string(), flags: z.string() }).strict();
const addEntityBody = z.discriminatedUnion('type', [
  z.object({ file: z.string().min(1), name: z.string(), type: z.literal('list'), value: z.string(), synonyms }).strict(),
  z.object({ file: z.string().min(1), name: z.string(), type: z.literal('regex'), pattern: z.string(), flags: z.string() }).strict(),
  z.object({ file: z.string().min(1), name: z.string(), type: z.literal('learned') }).strict(),
  z.object({ file: z.string().min(1), name: z.string(), type: z.literal('builtin'), builtin: z.enum(BUILTIN_KINDS) }).strict(),
]);
const range = z.enum(['lower', 'upper']).nullable();
const settingsBody = z.discriminatedUnion('type', [
  z.object({ ...entity, type: z.literal('list'), expected: z.object({ fuzzy: z.boolean(), open: z.boolean() }).strict(), fuzzy: z.boolean(), open: z.boolean() }).strict(),
  z.object({ ...entity, type: z.literal('learned'), expected: z.object({ resolve: z.boolean(), range }).strict(), resolve: z.boolean(), range }).strict(),
]);
const deleteEntityBody = z.object(entity).strict();
const renameBody = z.object({ ...entity, name: z.string() }).strict();
const regexCheckBody = z.object({ pattern: z.string().max(2000), flags: z.string().max(10), statement: z.string().max(1000) }).strict();

export function entitiesRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config } = context;
  const change = async (file: string, edit: EntityChange) => {
    const label = edit.kind === 'add-value' ? `Added the value "${edit.value}" to ${edit.entity}`
      : edit.kind === 'edit-value' ? `Edited the value "${edit.expected}" of ${edit.entity}`
        : edit.kind === 'delete-value' ? `Deleted the value "${edit.expected}" of ${edit.entity}`
          : `Changed the pattern of ${edit.entity}`;
    const path = await corpusFile(context, file);
    await context.files.change(label, () => changeEntityFile(context.files, path, edit));
    return { ok: true };
  };

  app.get('/entities', async (_request, reply) => {
    const [files, issues, corpus] = await Promise.all([readEntityView(config.corpusPath, config.root), placedIssues(context), readCorpusView(config.corpusPath, config.root)]);
    const choices = corpus.filter((f) => !f.problem).map((f) => f.file);
    return reply.type('text/html; charset=utf-8').send(entitiesPage({ entities: files, issues, annotations: annotationCounts(corpus), files: choices }, context.common));
  });

  app.post('/api/entities/values', async (request) => {
    const b = addValueBody.parse(request.body);
    return change(b.file, { kind: 'add-value', entity: b.entity, value: b.value, synonyms: b.synonyms });
  });
  app.put('/api/entities/values', async (request) => {
    const b = editValueBody.parse(request.body);
    return change(b.file, { kind: 'edit-value', entity: b.entity, index: b.index, expected: b.expected, value: b.value, synonyms: b.synonyms });
  });
  app.delete('/api/entities/values', async (request) => {
    const b = deleteValueBody.parse(request.body);
    return change(b.file, { kind: 'delete-value', entity: b.entity, index: b.index, expected: b.expected });
  });
  app.put('/api/entities/regex', async (request) => {
    const b = regexBody.parse(request.body);
    return change(b.file, { kind: 'regex', entity: b.entity, expected: b.expected, pattern: b.pattern, flags: b.flags });
  });
  app.put('/api/entities/settings', async (request) => {
    const { file, ...change } = settingsBody.parse(request.body);
    if (change.type === 'learned' && change.range !== null && change.range !== change.expected.range) {
      // `nlu train` takes at most one entity for each bound: refused here rather than written and then reported.
      const taken = (await readEntityView(config.corpusPath, config.root)).flatMap((f) => f.entities.map((e) => ({ file: f.file, e })))
        .find(({ e }) => e.name !== change.entity && e.editable?.type === 'learned' && e.editable.range === change.range);
      if (taken) throw new CorpusEditError(409, `expected no other entity with range: ${change.range}, found ${taken.e.name} (${taken.file}); a corpus has at most one of each: set that one's range to none first`);
    }
    const path = await corpusFile(context, file);
    await context.files.change(`Changed the settings of ${change.entity}`, () => rewrite(context.files, path, (source) => applySettingsChange(source, change)));
    return { ok: true };
  });
  app.post('/api/entities', async (request) => {
    const { file, ...entity } = addEntityBody.parse(request.body);
    const taken = (await readEntityView(config.corpusPath, config.root)).find((f) => f.entities.some((e) => e.name === entity.name));
    if (taken) throw new CorpusEditError(409, `expected a new entity name, found "${entity.name}" already defined in ${taken.file}`);
    const path = await corpusFile(context, file);
    await context.files.change(`Added the entity ${entity.name}`, () => rewrite(context.files, path, (source) => applyAddEntity(source, entity)));
    return { ok: true };
  });
  app.post('/api/entities/rename', async (request) => {
    const b = renameBody.parse(request.body);
    const path = await corpusFile(context, b.file);
    return { ok: true, ...await context.files.change(`Renamed the entity ${b.entity} to ${b.name.trim()}`, () => renameEntity(context.files, config.corpusPath, config.root, path, b.entity, b.name.trim())) };
  });
  app.delete('/api/entities', async (request) => {
    const b = deleteEntityBody.parse(request.body);
    const path = await corpusFile(context, b.file);
    await context.files.change(`Deleted the entity ${b.entity}`, () => rewrite(context.files, path, (source) => applyDeleteEntity(source, b.entity)));
    return { ok: true };
  });
  // Changes nothing; a POST for its JSON body. The engine's own matcher answers, so the page shows what `nlu serve` would find.
  app.post('/api/entities/regex-check', async (request) => {
    const b = regexCheckBody.parse(request.body);
    return checkRegexOn(b.pattern, b.flags, b.statement);
  });
}
