/**
 * The published models Publish (or a roll back) replaced, kept in `.nlu-studio/published/` (the newest 5), so the
 * Publish page rolls back to one with a click. A model is kept once, however often it is replaced.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CorpusEditError } from './corpus-document.js';
import { insideProject } from './project-path.js';
import { modelIdentity, sameModel, type ModelIdentity } from './publish.js';

export const PUBLISHED_FOLDER = '.nlu-studio/published';
export const KEPT_VERSIONS = 5;
/** A kept model's file name: when it was replaced (sortable, safe in a URL) and a bit of its corpus hash. */
const VERSION_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{1,12}$/;

export interface PublishedVersion {
  id: string;
  /** When it stopped being the published model (ISO). */
  replacedAt: string;
  identity: ModelIdentity;
}

export class PublishedVersions {
  /** `folder`: relative to `root` (config.workFolder's `published/`: one per published model file). */
  constructor(private readonly root: string, private readonly limit = KEPT_VERSIONS, private readonly keptFolder = PUBLISHED_FOLDER) {}

  /** The kept models, the most recently replaced first (files that do not read as models are left out). */
  async list(): Promise<PublishedVersion[]> {
    const folder = this.folder();
    const names = (await readdir(folder).catch(() => [] as string[])).map((n) => n.replace(/\.json$/, '')).filter((n) => VERSION_ID.test(n)).sort().reverse();
    const versions: PublishedVersion[] = [];
    for (const id of names) {
      const identity = await modelIdentity(join(folder, `${id}.json`));
      if (identity && !('problem' in identity)) versions.push({ id, replacedAt: `${id.slice(0, 10)}T${id.slice(11, 13)}:${id.slice(14, 16)}:${id.slice(17, 19)}.${id.slice(20, 23)}Z`, identity });
    }
    return versions;
  }

  /**
   * Keeps the model at `publishedPath` (about to be replaced by `next`), unless it is `next` itself or kept
   * already; drops the oldest beyond the limit.
   */
  async keep(publishedPath: string, next: { corpusHash: string; createdAt: string }): Promise<void> {
    const identity = await modelIdentity(publishedPath);
    if (identity === null || 'problem' in identity || sameModel(identity, next)) return;
    const kept = await this.list();
    if (kept.some((v) => sameModel(v.identity, identity))) return;
    const folder = this.folder();
    await mkdir(folder, { recursive: true });
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${identity.corpusHash.replace(/^sha256:/, '').slice(0, 12).replace(/[^0-9a-f]/g, '0')}`;
    await copyFile(publishedPath, join(folder, `${id}.json`));
    for (const old of [{ id } as { id: string }, ...kept].slice(this.limit)) await rm(join(folder, `${old.id}.json`), { force: true });
  }

  /** The bytes of kept model `id`; 404 when there is none such. */
  async read(id: string): Promise<Buffer> {
    const path = join(this.folder(), `${id}.json`);
    if (!VERSION_ID.test(id) || !(await stat(path).then((s) => s.isFile(), () => false))) {
      throw new CorpusEditError(404, `expected one of the kept published models, found none named ${JSON.stringify(id)}: reload the page`);
    }
    return readFile(path);
  }

  /** Inside the project folder only (a `.nlu-studio/published` linking elsewhere is refused). */
  private folder(): string {
    try {
      return insideProject(this.keptFolder, this.root, 'kept published models folder');
    } catch (error) {
      throw new CorpusEditError(409, (error as Error).message);
    }
  }
}
