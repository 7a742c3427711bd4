import type { ErrorAnswers, ServiceError } from '../shared/serviceError';

/**
 * An error on a path outside the three services (`/`, `/health`, a path no
 * service claims): answered as `{message}`, which any client can show.
 */
export class OutsideServicesError extends Error implements ServiceError {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }

  headers(): Record<string, string> {
    return {};
  }

  body(): { message: string } {
    return { message: this.message };
  }
}

/** A client's mistake keeps its message; anything else is a 500 that leaks nothing. */
export const outsideServicesErrorAnswers: ErrorAnswers = {
  asServiceError(error) {
    if (error instanceof OutsideServicesError) return error;
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    return statusCode !== undefined && statusCode >= 400 && statusCode < 500
      ? new OutsideServicesError(statusCode, message ?? '')
      : new OutsideServicesError(500, 'Internal server error');
  },
  notFound: (request) => new OutsideServicesError(404, `no route for ${request.method} ${request.url.split('?')[0]}`),
};
