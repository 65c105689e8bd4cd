import { describe, expect, it } from "vitest";
import { decodeSource, unreadableCharacters } from "../../src/import/decode.ts";

describe("decodeSource: Windows-1252 (2003-10-01's bytes)", () => {
  it("reads 0x80–0x9F as Windows-1252's characters, not as C1 controls", () => {
    // "DCI™ — 'a' … €" as Windows-1252: 0x99 ™, 0x97 em dash, 0x91/0x92 single quotes, 0x85 ellipsis, 0x80 euro sign.
    const bytes = Uint8Array.from([0x44, 0x43, 0x49, 0x99, 0x20, 0x97, 0x20, 0x91, 0x61, 0x92, 0x20, 0x85, 0x20, 0x80]);
    const decoded = decodeSource(bytes);
    expect(decoded.encoding).toBe("windows-1252");
    expect(decoded.text).toBe("DCI\u2122 \u2014 \u2018a\u2019 \u2026 \u20ac");
    expect(unreadableCharacters(decoded.text, decoded.encoding)).toEqual([]);
  });

  it("keeps the other bytes as the code points of their value (0xE9 é)", () => {
    expect(decodeSource(Uint8Array.from([0x72, 0xe9, 0x97])).text).toBe("r\u00e9\u2014");
  });

  it("reports a byte Windows-1252 leaves unassigned (0x81) at its line and column", () => {
    const decoded = decodeSource(Uint8Array.from([0x61, 0x0d, 0x0a, 0x62, 0x81, 0x97]));
    expect(unreadableCharacters(decoded.text, decoded.encoding)).toEqual([
      { line: 2, column: 2, message: "U+FFFD (a replacement character: bytes that could not be decoded) in a text decoded as windows-1252" },
    ]);
  });
});
