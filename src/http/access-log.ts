import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request ("request completed", with the request and the response) instead of
 * Fastify's two ("incoming request", then "request completed"): logging at the default level, info,
 * costs a request half as much. Errors are logged as Fastify logs them.
 */
export class OneLineAccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
