// Reads a Server-Sent Events response body as it arrives, event by event (the scale suite reads streams live).

export interface StreamEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read event fields freely
  data: any;
}

/** Yields each event of the stream until it ends; a connection cut midway ends it as a thrown error. */
export async function* sseEvents(response: Response): AsyncGenerator<StreamEvent> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data === undefined) continue; // a comment (heartbeat)
      yield { event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message', data: JSON.parse(data) };
    }
  }
}

/** Collects a stream's events in the background; `until` resolves when one matches. */
export class StreamRecorder {
  readonly events: StreamEvent[] = [];
  readonly finished: Promise<void>;
  private waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];

  constructor(response: Response) {
    this.finished = (async () => {
      try {
        for await (const event of sseEvents(response)) {
          this.events.push(event);
          for (const waiter of [...this.waiters]) {
            if (!waiter.match(event)) continue;
            this.waiters = this.waiters.filter((w) => w !== waiter);
            waiter.resolve(event);
          }
        }
      } catch {
        // Cut (the instance was killed, or the test aborted the stream): the events so far stay.
      }
    })();
  }

  until(match: (e: StreamEvent) => boolean): Promise<StreamEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  text(): string {
    return this.events
      .filter((e) => e.event === 'token')
      .map((e) => e.data.text)
      .join('');
  }
}
