// The published source files' bytes as text. Wizards of the Coast has published the Comprehensive Rules in several
// encodings (sources/cr/README.md): UTF-8 with or without a byte-order mark, UTF-16 (2022-11-18, big-endian, with a
// byte-order mark) and Windows-1252 (2003-10-01, 2018-08-10, 2022-10-07). A byte-order mark says which Unicode form
// a file is in; without one, bytes that are valid UTF-8 are UTF-8, and any others are read as Windows-1252, the
// only legacy encoding the releases were published in (every byte sequence is valid Windows-1252, so the test is
// on UTF-8 validity first).
//
// Decoding is never silent about what it could not read: a decoded text holding U+FFFD (the replacement character a
// decoder puts for bytes it could not read) or a control character (none is part of any release's text; bytes
// 0x81, 0x8D, 0x8F, 0x90 and 0x9D, unassigned in Windows-1252, decode to C1 controls) is a problem at its line and
// column, which the reader reports with the file.
//
// Windows-1252 is decoded by iconv-lite: Node 20's TextDecoder takes the label "windows-1252" for ISO-8859-1 and
// turns the curly quotes and dashes of 0x80–0x9F into C1 controls.

import iconv from "iconv-lite";

export type SourceEncoding = "UTF-8" | "UTF-16LE" | "UTF-16BE" | "windows-1252";

export interface DecodedSource {
  /** The text, byte-order mark dropped, line ends as published. */
  text: string;
  encoding: SourceEncoding;
  /** Whether the file starts with a byte-order mark. */
  byteOrderMark: boolean;
}

export interface DecodingProblem {
  line: number;
  column: number;
  message: string;
}

/** The text of a source file's bytes, in the encoding its byte-order mark or its bytes say. */
export function decodeSource(bytes: Uint8Array): DecodedSource {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decoded(bytes, "UTF-16BE", true);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decoded(bytes, "UTF-16LE", true);
  const utf8Mark = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes), encoding: "UTF-8", byteOrderMark: utf8Mark };
  } catch {
    if (utf8Mark) return decoded(bytes, "UTF-8", true);
    return decoded(bytes, "windows-1252", false);
  }
}

function decoded(bytes: Uint8Array, encoding: SourceEncoding, byteOrderMark: boolean): DecodedSource {
  if (encoding === "windows-1252") return { text: iconv.decode(Buffer.from(bytes), "windows-1252"), encoding, byteOrderMark };
  // The decoders drop the byte-order mark of their own form (ignoreBOM: false).
  return { text: new TextDecoder(encoding, { ignoreBOM: false }).decode(bytes), encoding, byteOrderMark };
}

/** Characters no release's text holds: U+FFFD, C0 controls but tab, line feed and carriage return, DEL, C1 controls. */
const UNREADABLE = /[\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/** How many lines with unreadable characters are listed one by one before the rest is counted. */
const LISTED_LINES = 20;

/**
 * Each line of a decoded text holding characters that show the bytes were not read as written: one problem per
 * line (its first such character, and how many the line holds), the first 20 lines listed and the rest counted.
 */
export function unreadableCharacters(text: string, encoding: SourceEncoding): DecodingProblem[] {
  const problems: DecodingProblem[] = [];
  let more = 0;
  let moreCharacters = 0;
  let firstUnlisted = 0;
  const lines = text.split(/\r\n|\r|\n/u);
  for (let i = 0; i < lines.length; i++) {
    const found = [...lines[i]!.matchAll(UNREADABLE)];
    if (found.length === 0) continue;
    if (problems.length === LISTED_LINES) {
      if (more === 0) firstUnlisted = i + 1;
      more++;
      moreCharacters += found.length;
      continue;
    }
    const first = found[0]!;
    const what = first[0] === "\uFFFD" ? "U+FFFD (a replacement character: bytes that could not be decoded)" : `control character ${codePoint(first[0])}`;
    const count = found.length > 1 ? ` (${found.length} unreadable characters on this line)` : "";
    problems.push({ line: i + 1, column: first.index! + 1, message: `${what} in a text decoded as ${encoding}${count}` });
  }
  if (more > 0) problems.push({ line: firstUnlisted, column: 1, message: `and ${more} more lines from here hold ${moreCharacters} unreadable characters` });
  return problems;
}

function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}
