import { describe, expect, it } from 'vitest';
import { parseAnnotatedUtterance } from '../../src/corpus/annotation.js';

describe('parseAnnotatedUtterance', () => {
  it('removes the markup and records each span over the plain text', () => {
    const r = parseAnnotatedUtterance('show me [Nike](vendor) [running shoes](title) under [$50](toPrice)');
    expect(r).toEqual({
      ok: true,
      value: {
        text: 'show me Nike running shoes under $50',
        spans: [
          { entity: 'vendor', start: 8, end: 12, value: 'Nike' },
          { entity: 'title', start: 13, end: 26, value: 'running shoes' },
          { entity: 'toPrice', start: 33, end: 36, value: '$50' },
        ],
      },
    });
  });

  it('keeps escaped brackets and plain parentheses as text', () => {
    const r = parseAnnotatedUtterance('size \\[M\\] (medium) please');
    expect(r).toEqual({ ok: true, value: { text: 'size [M] (medium) please', spans: [] } });
  });

  it.each([
    ['show me [shoes', /never closed/],
    ['show me shoes]', /closes no "\["/],
    ['show [me [shoes](title)](x)', /inside the span/],
    ['show me [shoes] please', /expected "\(entityName\)"/],
    ['show me [shoes](1bad)', /expected an entity name/],
    ['show me [ ](title)', /is empty/],
  ])('reports %j as an error', (source, message) => {
    const r = parseAnnotatedUtterance(source);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
