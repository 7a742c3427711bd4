/**
 * The database could not be reached, or the connection a request was using
 * broke (the server was restarted, pg_terminate_backend, the PGlite thread
 * died). Not the request's fault and worth retrying: PostgREST answers these
 * 503, with PGRST000 when no connection could be made and PGRST001 when a
 * connection in use failed ("Database client error. Retrying the connection.").
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    /** 'connect': no connection could be made; 'connection': one in use failed. */
    readonly stage: 'connect' | 'connection',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}
