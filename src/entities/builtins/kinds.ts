/** The builtin entity kinds: one list for the corpus schema, the model schema, the studio and extractBuiltins(). */
export const BUILTIN_KINDS = ['datetime', 'duration', 'number', 'ordinal', 'percentage', 'temperature', 'distance', 'money', 'phone', 'email', 'url'] as const;
export type BuiltinKind = (typeof BUILTIN_KINDS)[number];
