import { offlineFailureMessage } from './offline';

/** An RTK Query write rejected with the data layer's error, as the store sees it. */
const failedWrite = (endpointName: string, status = 0, type: 'mutation' | 'query' = 'mutation') => ({
  type: 'api/executeMutation/rejected',
  payload: { status, code: status === 0 ? 'network' : 'unknown', message: 'Failed to fetch' },
  meta: { requestId: 'r1', rejectedWithValue: true, requestStatus: 'rejected', arg: { type, endpointName } },
  error: { message: 'Rejected' },
});

describe('a write that fails while offline', () => {
  it('says which action needs a connection', () => {
    expect(offlineFailureMessage(failedWrite('addFavourite'), false)).toBe(
      'You are offline. Saving a favourite needs a connection.',
    );
    expect(offlineFailureMessage(failedWrite('addReview'), false)).toBe(
      'You are offline. Posting a review needs a connection.',
    );
    expect(offlineFailureMessage(failedWrite('somethingNew'), false)).toBe(
      'You are offline. This action needs a connection.',
    );
  });

  it('says nothing when online, for reads, for refusals from a server that answered, or for queued writes', () => {
    expect(offlineFailureMessage(failedWrite('addFavourite'), true)).toBeNull();
    expect(offlineFailureMessage(failedWrite('getOrders', 0, 'query'), false)).toBeNull();
    expect(offlineFailureMessage(failedWrite('checkout', 409), false)).toBeNull();
    expect(offlineFailureMessage(failedWrite('saveReadingPosition'), false)).toBeNull();
  });
});
