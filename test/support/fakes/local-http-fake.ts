import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** A fake outside service on a free local port: subclasses answer as the real one documents. */
export abstract class LocalHttpFake {
  private server?: Server;

  /** Listens on a free port; answers the origin, `http://127.0.0.1:<port>`. */
  protected async listen(): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}
