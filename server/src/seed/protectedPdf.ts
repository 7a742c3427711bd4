/**
 * Password-protects a rendered ebook, so the reader's password prompt has a
 * real book to open, with AES-256 (the cipher ISO 32000-2 recommends and
 * pdf.js opens): encryption is what the seed's PDF library, @cantoo/pdf-lib,
 * adds to pdf-lib, of which it is the maintained fork.
 *
 * Encryption draws a file id, a file key, salts and an initialisation vector
 * per object from Web Crypto, so the same book would come out different on
 * every run, and the seed promises the same bytes every time. The password is
 * published and the book is free: secrecy is not the point, a real password
 * check is. So for the length of the encryption, Web Crypto's random bytes
 * come from a generator seeded by the book. The document is written without
 * yielding to the event loop, and seeding runs before the backend serves
 * anything, so nothing else draws from the seeded stream.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFStream,
  PDFString,
  type PDFObject,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { Random } from './random';

/** Runs `work` with crypto.getRandomValues answering from `random`, then restores it, even if `work` fails. */
async function withSeededRandomValues<T>(random: Random, work: () => Promise<T>): Promise<T> {
  const webCrypto = globalThis.crypto;
  const seeded = <A extends ArrayBufferView | null>(array: A): A => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(0, 255);
    }
    return array;
  };
  // An own property shadows the prototype's method; deleting it brings the real one back.
  Object.defineProperty(webCrypto, 'getRandomValues', { value: seeded, configurable: true, writable: true });
  try {
    return await work();
  } finally {
    delete (webCrypto as { getRandomValues?: unknown }).getRandomValues;
  }
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Encrypts every string of the document but the encryption dictionary's own (ISO 32000-1 §7.6.1: strings are
 * encrypted as streams are). The PDF library encrypts only the streams, and a reader decrypts every string it
 * reads, so an outline's titles (and the document's title) came out as noise from a protected book.
 */
function encryptStrings(doc: PDFDocument): void {
  const { context } = doc;
  const security = context.security;
  if (!security) return;
  const encryptRef = context.trailerInfo.Encrypt;
  const encrypted = (object: PDFObject, ref: PDFRef): PDFObject | null => {
    if (object instanceof PDFString || object instanceof PDFHexString) {
      return PDFHexString.of(hexOf(security.getEncryptFn(ref.objectNumber, ref.generationNumber)(object.asBytes())));
    }
    if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const replaced = encrypted(value, ref);
        if (replaced) object.set(key, replaced);
      }
    } else if (object instanceof PDFArray) {
      object.asArray().forEach((value, i) => {
        const replaced = encrypted(value, ref);
        if (replaced) object.set(i, replaced);
      });
    } else if (object instanceof PDFStream) {
      encrypted(object.dict, ref);
    }
    return null;
  };
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref !== encryptRef) encrypted(object, ref);
  }
}

/**
 * The PDF `bytes` encrypted so that it opens only with `password` (which is
 * also the owner password: nobody needs to edit a seeded book). The result
 * depends only on the arguments.
 */
export async function passwordProtectPdf(bytes: Uint8Array, password: string, seed: number): Promise<Uint8Array> {
  // updateMetadata: false keeps the seed's fixed dates and producer instead of today's.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return withSeededRandomValues(new Random(seed).fork('encryption'), async () => {
    doc.encrypt({ userPassword: password, ownerPassword: password });
    encryptStrings(doc);
    // Without object streams every object is encrypted on its own, which every reader supports;
    // objectsPerTick: Infinity writes the whole file without waiting for a tick in between.
    return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
  });
}
