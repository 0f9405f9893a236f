/**
 * Who may call a route is written on the route itself: `config: { public: true }` opens it to
 * anyone; every other /api route is staff-only (DESIGN.md 'Access'). The gate reads this from
 * the route the router matched, never from the request's URL text.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without the staff session. */
    public?: boolean;
  }
}

export {};
