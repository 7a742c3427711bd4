import { Link } from 'react-router-dom';
import { useEffect, useMemo, useRef, type Ref, type RefObject } from 'react';
import { EBOOKS_PAGE_SIZE, EBOOKS_PRIORITY_COVERS } from '../../config/constants';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { LoadMore, type LoadMoreWords } from '../../shared/ui/LoadMore';
import { Spinner } from '../../shared/ui/Spinner';
import { ProductCard, ProductCardSkeleton } from '../../productUi/ProductCard';
import { useGetProductsInfiniteQuery } from '../products/productsApi';
import { ebookListQuery, type EbookFilters } from './ebookFilters';
import { PAGE_START_ATTRIBUTE, usePageHeight } from './usePageHeight';
import { useWhenVisible } from './useWhenVisible';
import './EbookList.css';

interface EbookListProps {
  filters: EbookFilters;
  /** Whether any filter is set: the empty state then offers the whole list. */
  filtered: boolean;
}

/** What the end of the list says. */
const MORE_EBOOKS: LoadMoreWords = {
  more: 'Load more',
  loading: 'Loading more ebooks…',
  failed: 'More ebooks could not be loaded.',
  end: 'You have reached the end of the list.',
};

/** A page's worth of placeholders, as grid items (hidden from screen readers: the status line says it is loading). */
function Placeholders() {
  return Array.from({ length: EBOOKS_PAGE_SIZE }, (_, i) => (
    <li key={`placeholder-${i}`} className="ebook-grid__item" aria-hidden="true">
      <ProductCardSkeleton />
    </li>
  ));
}

/**
 * Gives the focus to the first card of a page once it arrives ("Load more" pressed from the keyboard, where the
 * pressed button would otherwise keep it below the new cards); returns the function that names the page.
 */
function useFocusOnArrival(gridRef: RefObject<HTMLUListElement | null>, arrived: unknown): (pageIndex: number) => void {
  const focusPageRef = useRef<number | null>(null);
  useEffect(() => {
    const index = focusPageRef.current;
    if (index == null) return;
    const firstLink = gridRef.current?.querySelector<HTMLElement>(`[${PAGE_START_ATTRIBUTE}="${index}"] a`);
    if (!firstLink) return;
    focusPageRef.current = null;
    firstLink.focus();
  }, [gridRef, arrived]);
  return (pageIndex) => {
    focusPageRef.current = pageIndex;
  };
}

/**
 * The ebooks, a page at a time: the next page loads as the end of the list
 * comes near (an IntersectionObserver), or with "Load more" (the keyboard's
 * way, and the way where there is no observer).
 *
 * Only the pages the query holds are rendered; it holds at most
 * EBOOKS_MAX_PAGES, so the page never carries more than that many cards
 * however far the user scrolls. When the first pages are let go, a spacer of
 * exactly their height takes their place (every full page fills whole rows of
 * equal height, so their height is a number of pages times one page's), and
 * nothing on screen moves; scrolling back up into the spacer asks for the
 * previous page again (fetchPreviousPage), which takes its place in turn.
 * A spacer rather than virtualisation: the cards stay ordinary elements in the
 * document, so Find in page, Tab and screen readers work on what is loaded.
 */
export function EbookList({ filters, filtered }: EbookListProps) {
  const query = useMemo(() => ebookListQuery(filters), [filters]);
  const list = useGetProductsInfiniteQuery(query);
  const {
    currentData,
    isFetching,
    isError,
    refetch,
    hasNextPage,
    hasPreviousPage,
    fetchNextPage,
    fetchPreviousPage,
    isFetchingNextPage,
    isFetchingPreviousPage,
    isFetchNextPageError,
    isFetchPreviousPageError,
  } = list;

  const gridRef = useRef<HTMLUListElement>(null);
  const earlierRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);

  const pages = currentData?.pages ?? [];
  const pageParams = currentData?.pageParams ?? [];
  const firstIndex = pageParams[0]?.index ?? 0;
  const pageHeight = usePageHeight(gridRef, pages.length);
  const count = pages.reduce((sum, page) => sum + page.ids.length, 0);

  const canLoadMore = hasNextPage && !isFetching && !isFetchNextPageError;
  const canLoadEarlier = hasPreviousPage && !isFetching && !isFetchPreviousPageError;
  useWhenVisible(moreRef, () => void fetchNextPage(), { enabled: canLoadMore });
  useWhenVisible(earlierRef, () => void fetchPreviousPage(), { enabled: canLoadEarlier });

  const focusPageWhenIn = useFocusOnArrival(gridRef, currentData);
  function loadMore() {
    focusPageWhenIn((pageParams.at(-1)?.index ?? -1) + 1);
    void fetchNextPage();
  }

  if (!currentData) {
    if (isError) {
      return (
        <LoadFailure message="The ebooks could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />
      );
    }
    return <EbookListLoading />;
  }
  if (count === 0 && !hasPreviousPage) return <NoEbooks filtered={filtered} />;

  // The list was asked for again (e.g. after an ebook changed) and that failed: what is shown stays.
  const refreshFailed = isError && !isFetchNextPageError && !isFetchPreviousPageError;

  return (
    <div className="ebook-list">
      {refreshFailed && (
        <LoadFailure
          message="The ebooks could not be refreshed."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      {hasPreviousPage && (
        <EarlierPages
          ref={earlierRef}
          height={firstIndex * pageHeight}
          loading={isFetchingPreviousPage}
          failed={isFetchPreviousPageError}
          canLoad={canLoadEarlier}
          onLoad={() => void fetchPreviousPage()}
        />
      )}

      <EbookGrid
        ref={gridRef}
        pages={pages}
        pageIndexes={pageParams.map((param) => param.index)}
        loadingNext={isFetchingNextPage}
      />

      <LoadMore ref={moreRef} words={MORE_EBOOKS} list={list} canLoad={canLoadMore} onLoadMore={loadMore} />
    </div>
  );
}

/** The list before its first page arrives: a spinner and a page of placeholders. */
function EbookListLoading() {
  return (
    <div className="ebook-list">
      <div className="ebook-list__loading">
        <Spinner label="Loading ebooks…" />
      </div>
      <ul className="ebook-grid">
        <Placeholders />
      </ul>
    </div>
  );
}

/** No ebook matches: the observed product's words, and the way to every ebook when filters are set. */
function NoEbooks({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      title="No Ebooks Found"
      message="No books available in this category"
      action={
        filtered ? (
          <Link className={buttonClassName('secondary')} to={paths.ebooks.href()}>
            Show all ebooks
          </Link>
        ) : undefined
      }
    />
  );
}

interface EarlierPagesProps {
  ref: Ref<HTMLDivElement>;
  /** The height of the pages let go, which this spacer keeps. */
  height: number;
  loading: boolean;
  failed: boolean;
  canLoad: boolean;
  onLoad: () => void;
}

/** Where the pages let go were: a spacer of their height, which asks for them again when scrolled into. */
function EarlierPages({ ref, height, loading, failed, canLoad, onLoad }: EarlierPagesProps) {
  return (
    <div ref={ref} className="ebook-list__earlier" style={{ height }}>
      {/* Sticks to the top of the screen anywhere in the spacer, so loading and failure are seen where the user is. */}
      <div className="ebook-list__earlier-status">
        {failed ? (
          <LoadFailure message="Earlier ebooks could not be loaded." onRetry={onLoad} retrying={loading} />
        ) : (
          loading && <Spinner label="Loading earlier ebooks…" />
        )}
      </div>
      <Button variant="secondary" aria-disabled={!canLoad} onClick={() => canLoad && onLoad()}>
        Show earlier ebooks
      </Button>
    </div>
  );
}

interface EbookGridProps {
  ref: Ref<HTMLUListElement>;
  pages: readonly { ids: readonly number[] }[];
  /** Each page's place in the whole list (the first pages may have been let go). */
  pageIndexes: readonly number[];
  loadingNext: boolean;
}

/** The cards of the pages held, and placeholders for the next while it loads. */
function EbookGrid({ ref, pages, pageIndexes, loadingNext }: EbookGridProps) {
  const firstIndex = pageIndexes[0] ?? 0;
  return (
    <ul ref={ref} className="ebook-grid">
      {/* One flat array, so each card keeps its key (and its element) when pages before it are let go. */}
      {pages.flatMap((page, p) =>
        page.ids.map((id, i) => (
          <li key={id} className="ebook-grid__item" {...(i === 0 ? { [PAGE_START_ATTRIBUTE]: pageIndexes[p] } : {})}>
            <ProductCard
              productId={id}
              headingLevel={2}
              coverPriority={firstIndex === 0 && p === 0 && i < EBOOKS_PRIORITY_COVERS}
            />
          </li>
        )),
      )}
      {loadingNext && <Placeholders />}
    </ul>
  );
}
