import type { Ref } from 'react';
import { BusyButton } from './BusyButton';
import { LoadFailure } from './LoadFailure';
import './LoadMore.css';

/** What the end of a paged list says, in its own words ("ebooks", "results"). */
export interface LoadMoreWords {
  /** The button that asks for the next page: "Load more". */
  more: string;
  /** Announced while the next page is on its way: "Loading more ebooks…". */
  loading: string;
  /** Where the next page failed: "More ebooks could not be loaded." */
  failed: string;
  /** Below the last page: "You have reached the end of the list." */
  end: string;
}

/** Where a paged list stands with its next page: an RTK Query infinite query's own flags. */
export interface NextPageState {
  /** Pages follow the last one shown. */
  hasNextPage: boolean;
  /** The next page is on its way. */
  isFetchingNextPage: boolean;
  /** The last attempt at the next page failed: its Retry asks again. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  words: LoadMoreWords;
  list: NextPageState;
  /** Whether a press now asks for the next page (not while any page of the list loads). */
  canLoad: boolean;
  /** The button was pressed: the list asks for its next page (and may move focus to it). */
  onLoadMore: () => void;
  /** The block itself, for a list that also loads its next page as this comes into view. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The end of a list that comes a page at a time: a button for the next page
 * (a real button, so the keyboard has a way), a status line that announces
 * loading, the failure with Retry, or the end of the list once it is all here.
 */
export function LoadMore({ words, list, canLoad, onLoadMore, ref }: LoadMoreProps) {
  const loading = list.isFetchingNextPage;
  return (
    <div ref={ref} className="load-more">
      <p className="visually-hidden" role="status">
        {loading ? words.loading : ''}
      </p>
      {list.isFetchNextPageError ? (
        <LoadFailure message={words.failed} onRetry={() => void list.fetchNextPage()} retrying={loading} />
      ) : list.hasNextPage ? (
        <BusyButton
          variant="secondary"
          busy={loading}
          busyLabel="Loading…"
          aria-disabled={!canLoad}
          onClick={() => canLoad && onLoadMore()}
        >
          {words.more}
        </BusyButton>
      ) : (
        <p className="load-more__end">{words.end}</p>
      )}
    </div>
  );
}
