import { type AppErrorCode, APP_ERRORS } from "@escouade/contracts/errors";
import { transformer } from "@escouade/contracts/transformer";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Refuses a /trpc request from a hook, before tRPC reads it, in the shape a procedure's error has,
 * so the client reads the same `appCode`. The unread body stays on the socket: the connection is
 * closed rather than its rest parsed as a next request.
 */
export function refuseLikeTrpc(request: FastifyRequest, reply: FastifyReply, status: number, appCode: AppErrorCode) {
  const code = APP_ERRORS[appCode];
  const procedure = /^\/trpc\/([^?]+)/.exec(request.url)?.[1];
  const shape = {
    message: appCode,
    code: TRPC_ERROR_CODES_BY_KEY[code],
    data: { code, httpStatus: status, path: procedure, appCode, zodError: null },
  };
  return reply
    .status(status)
    .header("connection", "close")
    .send({ error: transformer.serialize(shape) });
}
