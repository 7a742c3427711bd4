/**
 * Timestamps as Storage's JSON has them: storage-api reads timestamptz columns
 * into JavaScript Dates, so they reach the client as ISO 8601 in UTC with
 * milliseconds and a Z ("2026-11-22T17:01:42.123Z"), whichever engine answers.
 */
export function isoTimestamp(column: string, alias = column): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${alias}`;
}
