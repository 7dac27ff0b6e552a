/** The parts of an incoming request (Fastify or graphql-ws upgrade) that identify the client. */
export interface RequestWithClient {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

export function clientContext(req: RequestWithClient): {
  ip: string | null;
  userAgent: string | null;
} {
  const agent = req.headers['user-agent'];
  return { ip: req.ip ?? null, userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? null };
}
