import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/evaluation/evaluate.js';
import { REPORT_SCHEMA_VERSION, ReportSchema, reportJsonSchema } from '../../src/evaluation/report-schema.js';
import { FIXTURE_EXAMPLES, fixturePredictor } from './fixture.js';

const publishedSchema = fileURLToPath(new URL('../../src/evaluation/report.schema.json', import.meta.url));

describe('report schema', () => {
  it('accepts a real report, also after a JSON round trip', async () => {
    const report = await evaluate(fixturePredictor, FIXTURE_EXAMPLES, { run: { engine: 'fixture', model: 'm.json', test: 't.jsonl' } });
    expect(report.schemaVersion).toBe(REPORT_SCHEMA_VERSION);
    expect(ReportSchema.parse(JSON.parse(JSON.stringify(report)))).toEqual(report);
    expect(report.speed.trainingSeconds).toBeNull();
    expect(report.speed.latencyMs.p99).toBeGreaterThanOrEqual(report.speed.latencyMs.p50);
  });

  it('rejects a report missing a section, naming the path', async () => {
    const report = await evaluate(fixturePredictor, FIXTURE_EXAMPLES, { run: { engine: 'fixture' } });
    const { calibration: _dropped, ...broken } = report;
    const result = ReportSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain('calibration');
  });

  it('matches the published report.schema.json (regenerate with UPDATE_REPORT_SCHEMA=1)', () => {
    const generated = `${JSON.stringify(reportJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_REPORT_SCHEMA === '1') writeFileSync(publishedSchema, generated);
    expect(readFileSync(publishedSchema, 'utf8')).toBe(generated);
  });
});
