import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { READER_THUMBNAIL_WIDTH_PX, READER_THUMBNAILS_PER_SLIDE } from '../../config/constants';
import type { PDFDocumentProxy } from '../../lib/pdf';
import { useCarouselLayout } from '../../shared/hooks/useCarouselLayout';
import { Carousel } from '../../shared/ui/Carousel';
import { CarouselPlaceholder } from '../../shared/ui/CarouselPlaceholder';
import type { ReadingMode } from '../learnerSettings/learnerSettings';
import { PageSignal } from './pageSignal';
import { pageColorsOf } from './readingModes';
import { PageThumbnail } from './PageThumbnail';
import { ThumbnailImages } from './thumbnailImages';
import {
  slideOfPage,
  THUMBNAIL_BREAKPOINTS,
  THUMBNAIL_SLIDE_BREAKPOINTS,
  THUMBNAIL_SLIDES_WIDE,
  thumbnailGroupSize,
  thumbnailPagesToRender,
} from './thumbnails';

interface PageThumbnailsProps {
  pdf: PDFDocumentProxy;
  page: number;
  /** Width over height of a page, so empty frames take the size their thumbnail will have. */
  aspectRatio: number;
  /** The page's colours, which the thumbnails are drawn in too. */
  readingMode: ReadingMode;
  onJump: (page: number) => void;
}

/**
 * The carousel of every page (docs/product.md#screens): six thumbnails per slide,
 * four under 768 px, two and a half under 480 px; a button per page, the
 * current one marked, a click jumps there; it follows the page being read.
 * Only the visible slide and its neighbours are drawn (thumbnails.ts); the
 * rest are empty frames. A page turn re-renders two thumbnails, not the
 * carousel: the carousel re-renders only when it moves to another slide, and
 * that after the turned page has shown (a deferred value).
 */
export function PageThumbnails({ pdf, page, aspectRatio, readingMode, onJump }: PageThumbnailsProps) {
  const pageCount = pdf.numPages;
  const { slidesToShow: perView } = useCarouselLayout(READER_THUMBNAILS_PER_SLIDE.wide, THUMBNAIL_BREAKPOINTS);
  const { slidesToShow: slidesShown } = useCarouselLayout(THUMBNAIL_SLIDES_WIDE, THUMBNAIL_SLIDE_BREAKPOINTS);
  const groupSize = thumbnailGroupSize(perView);
  const slide = useDeferredValue(slideOfPage(page, groupSize));
  const [firstVisible, setFirstVisible] = useState(slide * groupSize);
  const [followed, setFollowed] = useState({ slide, groupSize });
  // The carousel moves to the page's slide, and what is drawn follows it (state adjusted while rendering, as React advises).
  if (followed.slide !== slide || followed.groupSize !== groupSize) {
    setFollowed({ slide, groupSize });
    setFirstVisible(slide * groupSize);
  }

  const [current] = useState(() => new PageSignal(page));
  useLayoutEffect(() => current.set(page), [current, page]);

  // A new reading mode draws the thumbnails again, in its colours.
  const pageColors = pageColorsOf(readingMode);
  const images = useMemo(
    () =>
      new ThumbnailImages(pdf, {
        cssWidth: READER_THUMBNAIL_WIDTH_PX,
        pixelRatio: window.devicePixelRatio || 1,
        pageColors,
      }),
    [pdf, pageColors],
  );
  useEffect(() => () => images.clear(), [images]);

  useEffect(() => {
    images.want(thumbnailPagesToRender(firstVisible, perView, pageCount));
  }, [images, firstVisible, perView, pageCount]);

  // One stable callback for every thumbnail, so none re-renders because the parent did.
  const jumpRef = useRef(onJump);
  useLayoutEffect(() => {
    jumpRef.current = onJump;
  }, [onJump]);

  const carousel = useMemo(() => {
    const jump = (target: number) => jumpRef.current(target);
    const slideCount = Math.ceil(pageCount / groupSize);
    return (
      <Carousel
        label="Page thumbnails"
        slidesToShow={THUMBNAIL_SLIDES_WIDE}
        breakpoints={THUMBNAIL_SLIDE_BREAKPOINTS}
        slideIndex={slide}
        placeholder={
          <CarouselPlaceholder
            slidesShown={slidesShown}
            slot={<ThumbnailSlidePlaceholder groupSize={groupSize} aspectRatio={aspectRatio} />}
          />
        }
        onSlideChange={(shown) => setFirstVisible(shown * groupSize)}
      >
        {Array.from({ length: slideCount }, (_, index) => {
          const first = index * groupSize + 1;
          const pages = Array.from({ length: Math.min(groupSize, pageCount - first + 1) }, (_, at) => first + at);
          return (
            <div key={`${groupSize}:${index}`}>
              <div className="reader-thumbnail-slide" style={{ gridTemplateColumns: `repeat(${groupSize}, 1fr)` }}>
                {pages.map((thumbnailPage) => (
                  <PageThumbnail
                    key={thumbnailPage}
                    page={thumbnailPage}
                    images={images}
                    current={current}
                    aspectRatio={aspectRatio}
                    onJump={jump}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </Carousel>
    );
  }, [images, current, pageCount, groupSize, aspectRatio, slide, slidesShown]);

  return <div className="reader-thumbnails">{carousel}</div>;
}

/** A slide of thumbnails before the carousel is there: empty frames of their size, with nothing to press. */
function ThumbnailSlidePlaceholder({ groupSize, aspectRatio }: { groupSize: number; aspectRatio: number }) {
  return (
    <div className="reader-thumbnail-slide" style={{ gridTemplateColumns: `repeat(${groupSize}, 1fr)` }}>
      {Array.from({ length: groupSize }, (_, i) => (
        <span key={i} className="reader-thumbnail reader-thumbnail--placeholder">
          <span className="reader-thumbnail__frame" style={{ aspectRatio }} />
          <span className="reader-thumbnail__number">{'\u00a0'}</span>
        </span>
      ))}
    </div>
  );
}
