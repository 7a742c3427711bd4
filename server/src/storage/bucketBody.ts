/**
 * The settings in a create or update bucket body, and the options of a bucket
 * listing, checked as Storage checks them: a size limit is a whole number of
 * bytes or a size with a unit ("20MB", decimal units) within the server's
 * upload limit, and each allowed type is `type/subtype` or a `type/*` wildcard.
 */
import { BUCKET_SORT_COLUMNS, type BucketListOptions, type BucketSettings } from './bucketRows';
import { storageErrors, type StorageError } from './storageErrors';

const SIZE_WITH_UNIT = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i;
const UNIT_BYTES: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };
const ALLOWED_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

/** A file size limit in bytes, null for none, or why it is refused. */
export function parseFileSizeLimit(value: unknown, serverLimit: number): number | null | undefined | StorageError {
  if (value === undefined || value === null) return value;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
    bytes = value;
  } else if (typeof value === 'string' && SIZE_WITH_UNIT.test(value)) {
    const [, amount, unit] = SIZE_WITH_UNIT.exec(value)!;
    bytes = Math.round(Number(Number(amount).toPrecision(3)) * UNIT_BYTES[unit!.toLowerCase()]!);
  } else {
    return storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  }
  return bytes > serverLimit ? storageErrors.entityTooLarge() : bytes;
}

export function parseBucketBody(body: Record<string, unknown>, serverLimit: number): BucketSettings | StorageError {
  const { public: isPublic, file_size_limit: sizeLimit, allowed_mime_types: types } = body;
  if (isPublic !== undefined && typeof isPublic !== 'boolean') {
    return storageErrors.invalidRequest('body/public must be boolean');
  }
  const fileSizeLimit = parseFileSizeLimit(sizeLimit, serverLimit);
  if (typeof fileSizeLimit === 'object' && fileSizeLimit !== null) return fileSizeLimit;
  let allowed: string[] | null | undefined;
  if (types === undefined || types === null) {
    allowed = types;
  } else if (Array.isArray(types) && types.every((type) => typeof type === 'string')) {
    allowed = (types as string[]).filter((type) => type !== '');
    const bad = allowed.find((type) => type.length > 1000 || !ALLOWED_TYPE.test(type));
    if (bad !== undefined) return storageErrors.invalidMimeType(bad);
  } else {
    return storageErrors.invalidRequest('body/allowed_mime_types must be an array of strings');
  }
  return { public: isPublic, file_size_limit: fileSizeLimit, allowed_mime_types: allowed };
}

/** `?limit&offset&sortColumn&sortOrder&search` of GET /bucket. */
export function parseBucketListQuery(query: URLSearchParams): BucketListOptions | StorageError {
  const options: BucketListOptions = {};
  const integer = (key: string, min: number): number | undefined | StorageError => {
    const raw = query.get(key);
    if (raw === null) return undefined;
    const value = Number(raw);
    return /^\d+$/.test(raw) && value >= min
      ? value
      : storageErrors.invalidRequest(`querystring/${key} must be an integer >= ${min}`);
  };
  const limit = integer('limit', 1);
  const offset = integer('offset', 0);
  if (typeof limit === 'object') return limit;
  if (typeof offset === 'object') return offset;
  options.limit = limit;
  options.offset = offset;
  const sortColumn = query.get('sortColumn');
  if (sortColumn !== null) {
    if (!(BUCKET_SORT_COLUMNS as readonly string[]).includes(sortColumn)) {
      return storageErrors.invalidRequest(`querystring/sortColumn must be one of ${BUCKET_SORT_COLUMNS.join(', ')}`);
    }
    options.sortColumn = sortColumn as BucketListOptions['sortColumn'];
  }
  const sortOrder = query.get('sortOrder');
  if (sortOrder !== null) {
    if (sortOrder !== 'asc' && sortOrder !== 'desc') {
      return storageErrors.invalidRequest('querystring/sortOrder must be asc or desc');
    }
    options.sortOrder = sortOrder;
  }
  options.search = query.get('search') ?? undefined;
  return options;
}
