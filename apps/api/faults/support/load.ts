/** One call made under load: what it asked, how it was answered and how long the answer took. */
export interface Sample {
  action: string;
  /** When it was asked, in ms since the load began. */
  at: number;
  ms: number;
  /** The answer's status, or null when none came (refused, reset, or no answer within the limit). */
  status: number | null;
  /** The body of a refusal or fault (status 400 and above); empty for an answer that went well. */
  body: string;
  error?: string;
}

/** A call a connection makes: its name and the request. */
export interface Action {
  name: string;
  request: (origin: string) => { url: string; init?: RequestInit };
}

/**
 * `connections` callers, each making the actions one after another in turn (starting at a different one), until
 * `stop` is called; every answer is kept. A call without an answer within `limitMs` counts as none (status null).
 * With `ratePerSecond`, the callers together start no more calls than that a second (a steady load); without it,
 * each starts its next call as soon as the last is answered.
 */
export function startLoad(
  origin: string,
  actions: Action[],
  { connections, limitMs, ratePerSecond }: { connections: number; limitMs: number; ratePerSecond?: number },
) {
  const samples: Sample[] = [];
  const began = performance.now();
  let running = true;

  /** Each caller's calls start this far apart at a steady rate. */
  const intervalMs = ratePerSecond ? (connections * 1000) / ratePerSecond : 0;

  async function caller(offset: number) {
    for (let turn = offset; running; turn += 1) {
      const action = actions[turn % actions.length]!;
      if (intervalMs > 0) {
        // The callers' turns interleave: caller `offset` starts its n-th call at (n + offset / connections) intervals.
        const due = (turn - offset + offset / connections) * intervalMs;
        const wait = due - (performance.now() - began);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (!running) break;
      }
      const at = performance.now() - began;
      try {
        const { url, init } = action.request(origin);
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
        const text = await response.text();
        // A long run keeps the bodies of refusals and faults only.
        const body = response.status >= 400 ? text : '';
        samples.push({
          action: action.name,
          at,
          ms: performance.now() - began - at,
          status: response.status,
          body,
        });
      } catch (error) {
        samples.push({
          action: action.name,
          at,
          ms: performance.now() - began - at,
          status: null,
          body: '',
          error:
            error instanceof Error
              ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
              : String(error),
        });
        // A refused connection answers at once: a breath before the next call keeps the loop from spinning.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  const callers = Array.from({ length: connections }, (_, index) => caller(index));
  return {
    samples,
    /** Milliseconds since the load began. */
    now: () => performance.now() - began,
    async stop() {
      running = false;
      await Promise.all(callers);
      return samples;
    },
  };
}
