/** Bot links from a template with a `{ref}` placeholder, e.g. `https://t.me/<bot>?start={ref}`. */
import { ReferrerError } from './errors.js';
import { isWellFormedReferrerId } from './id.js';

export const LINK_TEMPLATES = {
  telegram: (bot: string) => `https://t.me/${bot}?start={ref}`,
  messenger: (page: string) => `https://m.me/${page}?ref={ref}`,
} as const;

export function buildBotLink(template: string, ref: string): string {
  if (!template.includes('{ref}')) {
    throw new ReferrerError('REFERRER_INVALID', 'Invalid link template', [
      { path: 'template', message: `expected a template containing {ref}, found ${JSON.stringify(template)}` },
    ]);
  }
  if (!isWellFormedReferrerId(ref)) {
    throw new ReferrerError('REFERRER_INVALID', 'Invalid ref', [{ path: 'ref', message: `expected 1 to 64 characters of [A-Za-z0-9_-], found ${JSON.stringify(ref.slice(0, 80))}` }]);
  }
  // Ids are already URL-safe; encoding keeps the helper safe if the id rules are ever widened.
  return template.split('{ref}').join(encodeURIComponent(ref));
}
