import { describe, expect, it } from 'vitest';
import { ReferrerError, formatReferrerIssue } from '../../src/referrer/errors.js';
import { validateReferrerInput } from '../../src/referrer/validate.js';
import { flowRequest, textRequest } from './support/fixtures.js';

function problems(input: unknown): string[] {
  try {
    validateReferrerInput(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ReferrerError);
    expect((error as ReferrerError).code).toBe('REFERRER_INVALID');
    return (error as ReferrerError).issues.map(formatReferrerIssue);
  }
  throw new Error('expected the input to be rejected');
}

describe('validateReferrerInput', () => {
  it('accepts the spec’s two payload shapes and applies defaults', () => {
    expect(validateReferrerInput(flowRequest()).aPld).toEqual({ fId: 'flow-onboarding' });
    const minimal = validateReferrerInput({ createdById: 'u', nm: 'n', aPld: { val: 'hi' } });
    expect(minimal).toEqual({ createdById: 'u', isDeleted: false, nm: 'n', vars: [], aPld: { val: 'hi' } });
    const noDefault = validateReferrerInput(flowRequest({ vars: [{ variableIdentifier: { scope: 'FLOW', key: 'k' }, vTyp: 'STRING', value: '' }] }));
    expect(noDefault.vars[0]!.containsDefaultValue).toBe(false);
  });

  it('drops unknown fields, so echoing a response back is accepted', () => {
    const valid = validateReferrerInput({ ...textRequest(), _id: 'x', tags: null, extra: 1 });
    expect(valid).not.toHaveProperty('_id');
    expect(valid).not.toHaveProperty('extra');
  });

  it('reports a value of the wrong type for its vTyp with the path, the expectation and what was found', () => {
    const vars = [
      { variableIdentifier: { scope: 'FLOW', key: 'a' }, vTyp: 'DOUBLE', value: 1 },
      { variableIdentifier: { scope: 'FLOW', key: 'b' }, vTyp: 'STRING', value: 'x' },
      { variableIdentifier: { scope: 'FLOW', key: 'c' }, vTyp: 'DOUBLE', value: 'abc' },
    ];
    expect(problems(flowRequest({ vars }))).toEqual(['vars[2].value: expected a number for vTyp DOUBLE, found "abc"']);
    expect(problems(flowRequest({ vars: [{ variableIdentifier: { scope: 'FLOW', key: 'c' }, vTyp: 'STRING', value: 3 }] }))).toEqual([
      'vars[0].value: expected a string for vTyp STRING, found 3',
    ]);
  });

  it('reports every problem at once', () => {
    const found = problems({
      createdById: 7,
      isDeleted: true,
      nm: '',
      vars: [
        { variableIdentifier: { scope: 'USER', key: 'k' }, vTyp: 'DOUBLE', value: 1 },
        { variableIdentifier: { scope: 'FLOW', key: 'k' }, vTyp: 'BOOLEAN', value: true },
      ],
      aPld: { val: 'x', fId: 'y' },
    });
    expect(found).toEqual([
      'createdById: expected a string, found 7',
      'isDeleted: expected false, found true',
      'nm: expected a non-empty string, found ""',
      'vars[0].variableIdentifier.scope: expected "FLOW", found "USER"',
      'vars[1].value: expected a number (vTyp DOUBLE) or a string (vTyp STRING), found true',
      'vars[1].vTyp: expected one of "DOUBLE", "STRING", found "BOOLEAN"',
      'aPld: expected exactly one of "val" (free text) or "fId" (flow), found both',
    ]);
  });

  it('reports the cross-field rules and every field of a variable even when other fields fail (issue 15)', () => {
    expect(problems({ createdById: 5, nm: 'n', aPld: { val: 'x', fId: 'y' } })).toEqual([
      'createdById: expected a string, found 5',
      'aPld: expected exactly one of "val" (free text) or "fId" (flow), found both',
    ]);
    expect(problems(textRequest({ vars: [{}] }))).toEqual([
      'vars[0].variableIdentifier: expected an object, found nothing',
      'vars[0].value: expected a number (vTyp DOUBLE) or a string (vTyp STRING), found nothing',
      'vars[0].vTyp: expected one of "DOUBLE", "STRING", found nothing',
    ]);
    const duplicate = { variableIdentifier: { scope: 'FLOW', key: 'k' }, vTyp: 'DOUBLE', value: 1 };
    expect(problems({ createdById: 'u', nm: '', vars: [duplicate, { ...duplicate, value: 'x' }], aPld: {} })).toEqual([
      'nm: expected a non-empty string, found ""',
      'vars[1].value: expected a number for vTyp DOUBLE, found "x"',
      'vars[1].variableIdentifier.key: expected a key not used before in this scope, found "k" again (first at vars[0])',
      'aPld: expected exactly one of "val" (free text) or "fId" (flow), found neither',
    ]);
  });

  it('requires exactly one of val and fId', () => {
    expect(problems(textRequest({ aPld: { val: 'x', fId: 'y' } }))).toEqual(['aPld: expected exactly one of "val" (free text) or "fId" (flow), found both']);
    expect(problems(textRequest({ aPld: {} }))).toEqual(['aPld: expected exactly one of "val" (free text) or "fId" (flow), found neither']);
    expect(problems(textRequest({ aPld: undefined }))).toEqual(['aPld: expected an object, found nothing']);
  });

  it('reports missing required fields, sizes and duplicate keys', () => {
    expect(problems({ aPld: { val: 'x' } })).toEqual(['createdById: expected a string, found nothing', 'nm: expected a string, found nothing']);
    expect(problems(textRequest({ nm: 'x'.repeat(300) }))).toEqual(['nm: expected at most 256 characters, found 300']);
    expect(problems(textRequest({ vars: new Array(101).fill(0) }))).toEqual(['vars: expected at most 100 items, found 101']);
    const duplicate = { variableIdentifier: { scope: 'FLOW', key: 'k' }, vTyp: 'DOUBLE', value: 1 };
    expect(problems(flowRequest({ vars: [duplicate, duplicate] }))).toEqual([
      'vars[1].variableIdentifier.key: expected a key not used before in this scope, found "k" again (first at vars[0])',
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(problems([1, 2])).toEqual(['expected a JSON object, found an array of 2']);
    expect(problems(null)).toEqual(['expected a JSON object, found null']);
  });
});
