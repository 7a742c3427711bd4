/** MediaError's codes (the HTML standard's numbers, which jsdom does not define as constants). */
export const MEDIA_ERROR = { aborted: 1, network: 2, decode: 3, sourceNotSupported: 4 } as const;

/** What the player does when its video fails. */
export type FailureResponse =
  /** Nothing: the load was stopped on purpose (a new link replaced the old one). */
  | 'ignore'
  /** Ask the caller for a fresh signed link, and carry on where the lesson was once it comes. */
  | 'renewLink'
  /** Tell the learner, with Try again. */
  | 'showFailure';

/** What the player knows of the link that failed. */
export interface FailedSource {
  /** The link came in place of one that failed. */
  isRenewal: boolean;
  /** The video started loading from this link (its length was known) before it failed. */
  worked: boolean;
}

/**
 * What a failure of the video calls for. A signed link runs out while a lesson plays (a premium lesson's lives
 * SIGNED_URL_TTL_SECONDS): the storage then refuses the next byte range, which the element reports as a
 * network failure, or as an unsupported source when it had nothing yet. The element cannot tell a refusal
 * from a lost connection, so both ask for a fresh link; a fresh link that fails before it ever worked is not
 * an expiry, and the learner is told rather than the player asking again and again.
 */
export function failureResponse(code: number, source: FailedSource): FailureResponse {
  if (code === MEDIA_ERROR.aborted) return 'ignore';
  if (code === MEDIA_ERROR.decode) return 'showFailure';
  return source.isRenewal && !source.worked ? 'showFailure' : 'renewLink';
}

/** What the learner is told of a failure, in the product's words. */
export function failureMessage(code: number): string {
  return code === MEDIA_ERROR.decode
    ? 'This lesson’s video could not be played in this browser.'
    : 'The lesson’s video could not be loaded. Check your connection, then try again.';
}
