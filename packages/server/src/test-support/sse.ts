// Reads a Server-Sent Events body (as app.inject returns it) into its events, for tests of the streaming routes.

export interface SseEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests check event payloads field by field
  data: Record<string, any>;
}

export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
}
