import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { PortalAssets } from './portal-assets';

/** The options Fastify applies to a server it makes itself, with its defaults filled in by the time a factory runs. */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The HTTP server Fastify listens on, answering the portal's hashed assets from memory before Fastify sees them
 * (issue 34 item 3): an immutable file needs no routing, hooks, logger or body handling — what a reverse proxy in front
 * would do with them. Every other request (and any asset request with a query or an escaped path) goes to Fastify,
 * whose own route answers the same assets the same way (`app.inject` takes that path).
 */
export function assetFirstServer(assets: PortalAssets, commonHeaders: () => Record<string, string>): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerTimeouts;
    const server = createServer((req, res) => {
      if (!assets.serveRaw(req, res, commonHeaders)) handler(req, res);
    });
    // What Fastify sets on a server it makes itself (its options hold its defaults by now).
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
