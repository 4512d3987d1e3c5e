/**
 * A token bucket per client for the catalog reads that cost the database real work (a search or
 * list page that no cache answered). Each client may make `burst` of them at once and `perSecond`
 * after that; past it the caller answers 429 with `Retry-After`, without touching the database.
 *
 * Kept in this replica's memory on purpose (DESIGN §6 keeps shared state in the database): this is
 * load-shedding, not a security limit. Counting in PostgreSQL would spend a round trip and a pooled
 * connection on every rejected request, on the very resource a flood exhausts, and every flooding
 * request would wait on one row's lock. The edge spreads a client's requests evenly over the
 * replicas, so with n replicas a client gets about n × `perSecond`: set it to the shop-wide rate ÷ n
 * (api/.env.example). A client that loses its bucket to a restart gets a full one, nothing worse.
 */
export interface ClientLimiter {
  /** Takes one token for `client`: 0 when allowed, else the whole seconds to wait before the next one. */
  take(client: string): number;
}

export function createClientLimiter(options: {
  perSecond: number;
  burst: number;
  /** Clients remembered at most (the least recently seen go first). */
  maxClients?: number;
  now?: () => number;
}): ClientLimiter {
  const { perSecond, burst, maxClients = 50_000, now = Date.now } = options;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client) {
      const at = now();
      const bucket = buckets.get(client);
      const tokens = bucket ? Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond) : burst;
      // Re-inserted so the Map's order is least recently seen first.
      buckets.delete(client);
      if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value!);
      if (tokens < 1) {
        buckets.set(client, { tokens, at });
        return Math.max(1, Math.ceil((1 - tokens) / perSecond));
      }
      buckets.set(client, { tokens: tokens - 1, at });
      return 0;
    },
  };
}

/**
 * Paces the 429s of a client past its limit: each is answered after `holdMs` instead of at once.
 * A flooder that waits for its answers (as every HTTP/1.1 connection does) then sends about one
 * request per connection per `holdMs`, instead of as many as the process can reject: answered at
 * once, the rejections themselves took a whole core at 50 connections and /health waited behind
 * them. Holding costs a timer per request; past `maxHeld` at once (a flood of connections, which
 * the edge's connection limits are for) the rest are answered at once.
 */
export function createRejectionPacer(options: { holdMs: number; maxHeld: number }): {
  /** Resolves when the rejection may be sent. */
  hold(): Promise<void>;
} {
  let held = 0;
  return {
    hold() {
      if (held >= options.maxHeld) return Promise.resolve();
      held += 1;
      return new Promise((resolve) =>
        setTimeout(() => {
          held -= 1;
          resolve();
        }, options.holdMs),
      );
    },
  };
}

/**
 * At most `maxInFlight` of one client's uncached reads run at once; the client's others wait
 * their turn. The token bucket lets a client make `burst` reads at once; run together, they would
 * take every connection of the read pool (and the process's CPU as their answers come back), so
 * other shoppers and /health would wait behind them. A client with no read running is forgotten.
 */
export function createClientGate(options: { maxInFlight: number }): {
  run<T>(client: string, task: () => Promise<T>): Promise<T>;
} {
  const clients = new Map<string, { running: number; waiting: (() => void)[] }>();
  return {
    async run(client, task) {
      let state = clients.get(client);
      if (!state) clients.set(client, (state = { running: 0, waiting: [] }));
      if (state.running < options.maxInFlight) state.running += 1;
      // Woken with the slot of a read that ended (its count stays the same).
      else await new Promise<void>((resolve) => state.waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = state.waiting.shift();
        if (next) next();
        else if (--state.running === 0) clients.delete(client);
      }
    },
  };
}
