import { type ExpectedFailure, errors } from '@atelier/domain';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { errorToHttp, type NextAction } from '../error-to-http.js';
import { httpErrors } from '../http-errors.js';

/** A use case's expected failure, carried through tRPC as the cause of a TRPCError. */
export class DomainFailure extends Error {
  constructor(readonly error: ExpectedFailure) {
    super(error.message);
    this.name = 'DomainFailure';
  }
}

export const toTrpcError = (error: ExpectedFailure): TRPCError =>
  new TRPCError({
    code: errorToHttp(error).trpcCode,
    message: error.message,
    cause: new DomainFailure(error),
  });

export type DescribedError = {
  status: number;
  code: string;
  message: string;
  action: NextAction;
  title?: string;
  issues?: { path: string; message: string }[];
};

const describeDomain = (error: ExpectedFailure): DescribedError => {
  const http = errorToHttp(error);
  return {
    status: http.status,
    code: error.code,
    message: error.message,
    action: http.action,
    ...(error.title === undefined ? {} : { title: error.title }),
  };
};

/** Validation issues as `path: message` pairs, the first one also serving as the message. */
export const describeZodError = (zodError: ZodError): DescribedError => {
  const issues = zodError.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input';
  return { ...describeDomain(errors.invalidInput(message)), issues };
};

/** Every error a procedure can end with, in the terms the client sees. Unexpected errors say nothing inside. */
export const describeTrpcError = (error: TRPCError): DescribedError => {
  if (error.cause instanceof DomainFailure) return describeDomain(error.cause.error);
  if (error.cause instanceof ZodError) return describeZodError(error.cause);
  switch (error.code) {
    case 'NOT_FOUND':
      return describeDomain(errors.notFound);
    case 'PARSE_ERROR':
    case 'BAD_REQUEST':
      return describeDomain(errors.invalidInput(error.message));
    case 'PAYLOAD_TOO_LARGE':
      return describeDomain(httpErrors.payloadTooLarge);
    case 'UNSUPPORTED_MEDIA_TYPE':
      return describeDomain(httpErrors.unsupportedMediaType);
    case 'METHOD_NOT_SUPPORTED':
      return { ...describeDomain(errors.invalidInput(error.message)), status: 405 };
    default:
      return describeDomain(errors.generic);
  }
};
