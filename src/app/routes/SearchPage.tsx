import { ScreenPending } from './ScreenPending';

/** /search: being built (issue #6). */
export function SearchPage() {
  return <ScreenPending title="Search" />;
}
