/**
 * The text of every page of a PDF, as the reader's Find sees it (docs/product.md#the-reader-is-a-study-tool), read
 * by pdf.js in a thread of its own (pageTextsWorker.mjs says why). One thread serves every book, one PDF after
 * another; it does not keep the process alive, and it is started again if it ever dies.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../../shared/paths';

interface Answer {
  id: number;
  texts?: string[];
  error?: string;
}

interface Waiting {
  resolve: (texts: string[]) => void;
  reject: (error: Error) => void;
}

let thread: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

/** The thread failed or stopped: whatever it was asked is refused, and the next request starts another. */
function lost(worker: Worker, error: Error): void {
  if (thread !== worker) return;
  thread = null;
  for (const request of waiting.values()) request.reject(error);
  waiting.clear();
}

function pageTextsThread(): Worker {
  if (thread) return thread;
  const started = new Worker(join(projectRoot(), 'server', 'src', 'storage', 'bookPages', 'pageTextsWorker.mjs'));
  started.unref();
  started.on('message', ({ id, texts, error }: Answer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (texts) request?.resolve(texts);
    else request?.reject(new Error(error ?? 'The PDF could not be read'));
  });
  started.on('error', (error) => lost(started, error));
  started.on('exit', (code) => lost(started, new Error(`The PDF reading thread stopped (exit code ${code})`)));
  thread = started;
  return started;
}

/** Every page's text, page 1 first. Rejects as pdf.js does (a password-protected or broken file). */
export function pdfPageTexts(data: Uint8Array): Promise<string[]> {
  const worker = pageTextsThread();
  const id = nextId++;
  // Held open while an answer is awaited, so a script that only waits for it does not exit first.
  worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // A copy: the bytes are moved to the thread, and the caller's stay as they were.
    const copy = new Uint8Array(data);
    worker.postMessage({ id, data: copy }, [copy.buffer]);
  });
}
