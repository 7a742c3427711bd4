/**
 * What a reader's favourite or review is about: an ebook ("MentoriaDatabase") or a video course ("Videos").
 * The two catalogues have ids of their own, so an id alone does not say which; the kind does.
 */
export type SubjectKind = 'ebook' | 'course';

export interface Subject {
  kind: SubjectKind;
  id: number;
}

/** Every kind, for code that keeps something per kind. */
export const SUBJECT_KINDS: readonly SubjectKind[] = ['ebook', 'course'];
