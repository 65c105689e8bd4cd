#!/usr/bin/env python3
"""The text of a Comprehensive Rules release published only as .docx (2023-02-03), one line per Word paragraph.

Usage: extract-docx-text.py <file.docx> > <file.txt>

Each paragraph of word/document.xml becomes one line (an empty paragraph a blank line, as the published .txt files
space their rules and glossary entries); a line break inside a paragraph (<w:br/>) starts a new line, a tab
(<w:tab/>) is a tab. Lines end in CRLF and the file starts with a UTF-8 byte-order mark, as the .txt releases of
those years. Only the standard library: the bytes of the extraction depend on nothing else.
"""
import re
import sys
import zipfile
from html import unescape

PARAGRAPH = re.compile(r"<w:p\b[^>]*?(?:/>|>(.*?)</w:p>)", re.S)
PIECE = re.compile(r"<w:t\b[^>]*?(?:/>|>([^<]*)</w:t>)|<w:(br|tab)\b[^>]*/>")


def paragraphs(xml: str):
    body = xml[xml.index("<w:body>"):]
    for match in PARAGRAPH.finditer(body):
        inner = match.group(1) or ""
        out = []
        for piece in PIECE.finditer(inner):
            if piece.group(2) == "br":
                out.append("\r\n")
            elif piece.group(2) == "tab":
                out.append("\t")
            else:
                out.append(unescape(piece.group(1) or ""))
        yield "".join(out)


def main() -> None:
    xml = zipfile.ZipFile(sys.argv[1]).read("word/document.xml").decode("utf-8")
    text = "\r\n".join(paragraphs(xml)) + "\r\n"
    sys.stdout.buffer.write(b"\xef\xbb\xbf" + text.encode("utf-8"))


if __name__ == "__main__":
    main()
