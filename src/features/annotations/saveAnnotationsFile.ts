import { saveFile } from '../../lib/saveFile';
import { annotationsCsv, annotationsMarkdown, exportFileName, type BookAnnotations } from './annotationsExport';

export type ExportFormat = 'md' | 'csv';

/** A spreadsheet reads a CSV file as UTF-8 (accents, quotes) only when it begins with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** Downloads books' highlights and notes as Markdown or CSV, in a file named after `fileTitle`. */
export function saveAnnotationsFile(books: readonly BookAnnotations[], format: ExportFormat, fileTitle: string): void {
  const file =
    format === 'md'
      ? new Blob([annotationsMarkdown(books)], { type: 'text/markdown;charset=utf-8' })
      : new Blob([BYTE_ORDER_MARK, annotationsCsv(books)], { type: 'text/csv;charset=utf-8' });
  saveFile(file, exportFileName(fileTitle, format));
}
