/** Requests shaped like the spec's examples. */
export function flowRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    createdById: 'user-42',
    isDeleted: false,
    nm: 'Spring campaign',
    vars: [
      { variableIdentifier: { scope: 'FLOW', key: 'discount' }, containsDefaultValue: false, vTyp: 'DOUBLE', value: 12.5 },
      { variableIdentifier: { scope: 'FLOW', key: 'city' }, containsDefaultValue: true, vTyp: 'STRING', value: 'Zürich 🌷' },
    ],
    aPld: { fId: 'flow-onboarding' },
    ...overrides,
  };
}

export function textRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { createdById: 'user-42', isDeleted: false, nm: 'Hello link', vars: [], aPld: { val: 'Hello! How can I help?' }, ...overrides };
}
