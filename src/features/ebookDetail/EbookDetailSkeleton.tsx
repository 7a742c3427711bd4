import { Skeleton } from '../../shared/ui/Skeleton';

/**
 * The detail screen while a cold link loads its ebook: the same frame as the
 * loaded screen (toolbar, cover box, title lines, button, tabs), so nothing
 * jumps when it arrives. Hidden from screen readers, which hear the status instead.
 */
export function EbookDetailSkeleton() {
  return (
    <div className="page ebook-detail">
      <p className="visually-hidden" role="status">
        Loading ebook…
      </p>
      <div className="ebook-toolbar" aria-hidden="true">
        <Skeleton shape="circle" width="var(--control-height)" height="var(--control-height)" />
        <div className="ebook-toolbar__actions">
          <Skeleton shape="circle" width="var(--control-height)" height="var(--control-height)" />
          <Skeleton shape="circle" width="var(--control-height)" height="var(--control-height)" />
        </div>
      </div>
      <div className="ebook-detail__cover" aria-hidden="true">
        <Skeleton shape="block" className="ebook-detail__cover-skeleton" />
      </div>
      <div className="ebook-summary" aria-hidden="true">
        <Skeleton width="30%" />
        <Skeleton width="80%" height="2rem" />
        <Skeleton width="55%" />
        <Skeleton width="20%" />
        <Skeleton
          shape="block"
          width="12rem"
          height="var(--control-height)"
          className="ebook-detail__button-skeleton"
        />
      </div>
      <div className="ebook-detail__tabs" aria-hidden="true">
        <Skeleton width="60%" height="var(--control-height)" />
        <Skeleton width="100%" />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
