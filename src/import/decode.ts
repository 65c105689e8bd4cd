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
  if (encoding === "windows-1252") return { text: windows1252(bytes), encoding, byteOrderMark };
  // The decoders drop the byte-order mark of their own form (ignoreBOM: false).
  return { text: new TextDecoder(encoding, { ignoreBOM: false }).decode(bytes), encoding, byteOrderMark };
}

/**
 * Windows-1252's characters for bytes 0x80–0x9F (the other bytes are the code points of their value); the five
 * unassigned bytes decode to the C1 control of their value, as the WHATWG encoding standard says. Node 20's
 * TextDecoder("windows-1252") reads these bytes as ISO-8859-1 (C1 controls: 0x97 as U+0097, not an em dash).
 */
const WINDOWS_1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function windows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_80_9F[byte - 0x80]! : byte);
  return text;
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
