/**
 * After a load run: is every review the backend acknowledged stored, and
 * stored once? And how many of the run's reviews were stored without an
 * acknowledgement (a request that failed on the way back, or never answered)?
 */
import type { AcknowledgedReview } from './catalogueMix';
import { PLAIN } from './loadSetup';

export interface ReviewAudit {
  acknowledged: number;
  /** Acknowledged, but no stored review has that id with that text. */
  missing: number;
  /** Acknowledged, and its text is stored more than once (each extra copy counts). */
  doubled: number;
  /** Stored with the run's marker, but never acknowledged. */
  unacknowledged: number;
}

/** Every review carries unique text (the run's marker, the client and its request number). */
export function auditReviews(
  acknowledged: readonly AcknowledgedReview[],
  stored: readonly AcknowledgedReview[],
): ReviewAudit {
  const storedById = new Map(stored.map((review) => [review.id, review.content]));
  const copies = new Map<string, number>();
  for (const { content } of stored) copies.set(content, (copies.get(content) ?? 0) + 1);
  const acknowledgedTexts = new Set(acknowledged.map((review) => review.content));
  let missing = 0;
  let doubled = 0;
  for (const { id, content } of acknowledged) {
    if (storedById.get(id) !== content) missing += 1;
    doubled += Math.max(0, (copies.get(content) ?? 0) - 1);
  }
  const unacknowledged = stored.filter((review) => !acknowledgedTexts.has(review.content)).length;
  return { acknowledged: acknowledged.length, missing, doubled, unacknowledged };
}

/** PostgREST's max_rows: the stored reviews are read in pages of this size, by id. */
const PAGE = 1000;

/** The run's stored reviews, read through the REST API with the service role key (no row-level security). */
export async function storedRunReviews(
  baseUrl: string,
  serviceRoleKey: string,
  marker: string,
): Promise<AcknowledgedReview[]> {
  const reviews: AcknowledgedReview[] = [];
  for (let after = 0; ;) {
    const query = `select=id,content&content=like.${encodeURIComponent(`${marker}*`)}&id=gt.${after}&order=id.asc&limit=${PAGE}`;
    const response = await fetch(`${baseUrl}/rest/v1/Reviews?${query}`, {
      headers: { ...PLAIN, apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    });
    if (!response.ok) throw new Error(`reading the run's reviews: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as AcknowledgedReview[];
    reviews.push(...page);
    if (page.length < PAGE) return reviews;
    after = page.at(-1)!.id;
  }
}
