"""The analysis report as one self-contained HTML file (no widgets).

:func:`report_html` writes a :class:`~nard_desktop.app.report_model.MatchReport`
as HTML that needs nothing else: the style sheet is inline, the bundled
Vazirmatn font is embedded as ``data:`` URLs (SIL OFL 1.1 allows it), with
the usual Persian system fonts after it; the document says its language and
direction (``lang="fa" dir="rtl"`` in Persian), so a browser mirrors the
tables.  No link, image or script points outside the file.

``for_qt=True`` gives the variant Qt's rich-text engine lays out for the PDF
(:class:`QTextDocument` reads a subset of HTML and CSS: no embedded fonts,
no CSS selectors beyond the simple ones; the font is set on the document).

:func:`write_html` saves the file atomically: an existing file is either
kept whole or replaced whole.
"""

from __future__ import annotations

import base64
import html
import os
from pathlib import Path

from nard_desktop import resources

from .autosave import save_atomic
from .report_model import MatchReport

__all__ = ["report_html", "write_html", "save_export", "FONT_STACK"]

# The font families, the embedded one first; then fonts that carry Persian
# on common systems, then the browser's sans-serif.
FONT_STACK = "'Vazirmatn', 'Vazir', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, 'Segoe UI', sans-serif"

# The mark colours of the review panel (doubtful, bad, very bad).
_MARK_COLOURS = {"doubtful": "#b8860b", "bad": "#d2691e", "very_bad": "#c0392b"}

_CSS = """
:root { color-scheme: light; }
body { font-family: %(fonts)s; color: #1d232a; background: #fbfaf7; margin: 2em auto; max-width: 60em;
       padding: 0 1em; line-height: 1.6; }
h1 { font-size: 1.6em; margin: 0 0 .3em; color: #5b3a1e; }
h2 { font-size: 1.2em; margin: 1.6em 0 .4em; color: #5b3a1e; border-bottom: 2px solid #d9c7a7; }
table { border-collapse: collapse; width: 100%%; margin: .4em 0 1em; background: #fff; }
th, td { border: 1px solid #d9cfbf; padding: .3em .6em; text-align: start; vertical-align: top; }
thead th { background: #efe6d6; }
th.section { background: #f6efe2; color: #5b3a1e; font-size: 1.05em; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
table.heading { width: auto; }
table.heading th { background: #f6efe2; font-weight: 600; }
.mark-doubtful { color: #b8860b; font-weight: 700; }
.mark-bad { color: #d2691e; font-weight: 700; }
.mark-very_bad { color: #c0392b; font-weight: 700; }
.note, footer { color: #5f6b76; font-size: .9em; }
tr.why td { color: #3b2a00; background: #fffaf0; font-size: .95em; }
@media print { body { background: #fff; margin: 0; max-width: none; } }
"""


def _font_faces() -> str:
    """``@font-face`` rules with the bundled Vazirmatn files inline (regular
    and bold; the medium weight is left out to keep the file small)."""
    rules = []
    try:
        files = resources.font_files()
    except resources.ResourceNotFoundError:
        return ""
    for path in files:
        stem = path.stem.lower()
        weight = "700" if stem.endswith("bold") else "400" if stem.endswith("regular") else None
        if weight is None or not path.name.lower().startswith("vazirmatn"):
            continue
        try:
            data = base64.b64encode(path.read_bytes()).decode("ascii")
        except OSError:
            continue  # the fallback fonts then
        rules.append("@font-face { font-family: 'Vazirmatn'; font-style: normal; font-weight: %s; "
                     "src: url(data:font/ttf;base64,%s) format('truetype'); }" % (weight, data))
    return "\n".join(rules)


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def report_html(report: MatchReport, *, for_qt: bool = False) -> str:
    """The report as one HTML document (see the module notes)."""
    rtl = report.direction == "rtl"
    d = report.direction
    t = report.texts
    p0, p1 = (_e(n) for n in report.players)
    out: list[str] = []
    # Qt's engine aligns "start" by itself; give it the side explicitly.
    align = ' align="right" dir="rtl"' if (for_qt and rtl) else ""
    if for_qt:
        out.append(f'<html><head><meta charset="utf-8"><title>{_e(report.title)}</title></head>'
                   f'<body dir="{d}">')
        out.append(f'<h1 dir="{d}"{align}>{_e(report.title)}</h1>')
    else:
        css = _font_faces() + _CSS % {"fonts": FONT_STACK}
        out.append(f'<!DOCTYPE html>\n<html lang="{_e(report.language)}" dir="{d}">\n<head>\n'
                   f'<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n'
                   f'<title>{_e(report.title)} \u2014 {p0} / {p1}</title>\n<style>\n{css}\n</style>\n</head>\n<body>\n'
                   f'<h1>{_e(report.title)}</h1>')
    # Qt's engine neither mirrors a table for a right-to-left document nor
    # collapses borders by itself: the cells go in reversed order and the
    # table sits on the right.
    mirror = for_qt and rtl
    table_attrs = (' cellpadding="4" cellspacing="0" border="1" style="border-collapse: collapse;'
                   ' border-color: #b9ab93"' + (' align="right"' if rtl else "")) if for_qt else ""

    def row(cells: list[str]) -> str:
        return "<tr>" + "".join(reversed(cells) if mirror else cells) + "</tr>"

    # The heading: players, match, score, date, depth.
    out.append(f'<table class="heading" dir="{d}"{table_attrs}>')
    for label, text in report.heading:
        out.append(row([f'<th{align}>{_e(label)}</th>', f'<td{align}>{_e(text)}</td>']))
    out.append("</table>")
    # The players' figures, one section after another.
    width = ' width="100%"' if for_qt else ""
    shade = ' bgcolor="#f6efe2"' if for_qt else ""
    head = ' bgcolor="#efe6d6"' if for_qt else ""
    out.append(f'<table class="figures" dir="{d}"{table_attrs}{width}>')
    out.append("<thead>" + row([f'<th{align}{head}>{_e(t["figure"])}</th>', f'<th{align}{head}>{p0}</th>',
                                f'<th{align}{head}>{p1}</th>']) + "</thead><tbody>")
    for section in report.sections:
        out.append(f'<tr><th class="section" colspan="3"{align}{shade}>{_e(section.title)}</th></tr>')
        for f in section.figures:
            out.append(row([f'<td{align}>{_e(f.label)}</td>', f'<td class="num"{align}>{_e(f.texts[0])}</td>',
                            f'<td class="num"{align}>{_e(f.texts[1])}</td>']))
    out.append("</tbody></table>")
    out.append(f'<p class="note" dir="{d}"{align}>{_e(t["note"])}</p>')
    # The marked decisions.
    out.append(f'<h2 dir="{d}"{align}>{_e(t["marked"])}</h2>')
    if not report.marked:
        out.append(f'<p dir="{d}"{align}>{_e(t["none_marked"])}</p>')
    else:
        keys = report.columns
        heads = [t[k] for k in keys]
        out.append(f'<table class="decisions" dir="{d}"{table_attrs}{width}><thead>'
                   + row([f"<th{align}{head}>{_e(h)}</th>" for h in heads]) + "</thead><tbody>")
        for m in report.marked:
            colour = _MARK_COLOURS.get(m.mark, "#000")
            mark = (f'<font color="{colour}"><b>{_e(m.mark_symbol)} {_e(m.mark_text)}</b></font>' if for_qt else
                    f'<span class="mark-{_e(m.mark)}">{_e(m.mark_symbol)} {_e(m.mark_text)}</span>')
            cells = [mark if k == "mark" else _e(m.cell(k)) for k in keys]
            out.append(row([f"<td{align}>{c}</td>" for c in cells]))
            if m.why:
                # Why it loses, in words, under the decision's row.
                out.append(f'<tr class="why"><td colspan="{len(cells)}"{align}>{_e(m.why)}</td></tr>')
        out.append("</tbody></table>")
    out.append(f'<p class="note" dir="{d}"{align}>{_e(t["footer"])}</p>' if for_qt else
               f'<footer>{_e(t["footer"])}</footer>')
    out.append("</body></html>\n")
    return "\n".join(out)


def write_html(path: str | os.PathLike[str], report: MatchReport) -> Path:
    """Save the report as HTML at ``path`` (UTF-8, atomically); raises
    ``OSError`` when it cannot be written, leaving an existing file as it was."""
    return save_export(path, report_html(report).encode("utf-8"))


def save_export(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write an exported file atomically, readable by others as any new file
    is (the temporary file it starts as is private to its owner)."""
    target = Path(path)
    save_atomic(target, data)
    mask = os.umask(0)
    os.umask(mask)
    try:
        os.chmod(target, 0o666 & ~mask)
    except OSError:
        pass  # the file is written; its permissions stay private
    return target
