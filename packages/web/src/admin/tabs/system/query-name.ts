// What a query's result is called: the preset's own name while the text is still that preset's (picked, then run
// with Run Query or Ctrl+Enter), "Custom query" once the text is the administrator's own.

export const CUSTOM_QUERY_NAME = 'Custom query';

/** The name of the preset whose query this text is (spacing at the ends aside), else "Custom query". */
export function queryName(text: string, presets: readonly { name: string; query: string }[]): string {
  const wanted = text.trim();
  return presets.find((p) => p.query.trim() === wanted)?.name ?? CUSTOM_QUERY_NAME;
}
