/** Names the native corpus accepts, made from the source's names; each made name is unique and stable. */

const INTENT_ID = /^[A-Za-z0-9_.:-]+$/;
const ENTITY_NAME = /^[A-Za-z_][\w.-]*$/;

/** An intent id for a source name: itself when valid, else a slug ("Default Welcome Intent" → "default-welcome-intent", "faq/languages" → "faq.languages"). */
export function intentIdOf(name: string): string {
  if (INTENT_ID.test(name)) return name;
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\//g, '.')
    .replace(/[^A-Za-z0-9_.:-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return slug.length > 0 ? slug : 'intent';
}

/** An entity name for a source name: itself when valid, else its invalid characters as "_" (and a leading "_" before a digit). */
export function entityNameOf(name: string): string {
  if (ENTITY_NAME.test(name) && !name.startsWith('~')) return name;
  let clean = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '_');
  if (!/^[A-Za-z_]/.test(clean)) clean = `_${clean}`;
  return clean;
}

/** Gives each wanted name a unique one: the first asker keeps it, later ones get "-2", "-3"… (ids) or "_2" (entities). */
export class UniqueNames {
  private readonly taken = new Set<string>();
  constructor(private readonly separator: '-' | '_') {}

  claim(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${wanted}${this.separator}${n}`;
    this.taken.add(name.toLowerCase());
    return name;
  }

  has(name: string): boolean {
    return this.taken.has(name.toLowerCase());
  }
}
