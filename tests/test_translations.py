"""The catalogues: every string of the code has a finished Persian (and English) translation,
the .ts files are up to date with the code, and the shipped .qm files load.

When a test here fails after a change to the code, run ``translations/update.sh``, translate
the new strings (pyside6-linguist translations/nard_desktop_fa.ts) and run it again.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "nard_desktop"
TS_DIR = ROOT / "translations"
LANGUAGES = {"fa": "fa_IR", "en": "en_US"}

PLACEHOLDER = re.compile(r"%L?n|%\d+")
PERSIAN_LETTER = re.compile(r"[\u0600-\u06FF]")
LATIN_LETTER = re.compile(r"[A-Za-z]")
DIGIT = re.compile(r"\d")  # Python's \d covers Persian and Arabic-Indic digits too


def _packaging_tools():
    spec = importlib.util.spec_from_file_location("_nard_translations",
                                                  ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


class Message:
    def __init__(self, context: str, element: ET.Element):
        self.context = context
        self.source = element.findtext("source") or ""
        self.comment = element.findtext("comment")
        self.numerus = element.get("numerus") == "yes"
        translation = element.find("translation")
        self.type = translation.get("type") if translation is not None else "unfinished"
        if self.numerus:
            self.forms = [f.text or "" for f in translation.findall("numerusform")]
        else:
            self.forms = [translation.text or ""] if translation is not None else [""]

    @property
    def key(self) -> tuple:
        return (self.context, self.source, self.comment, self.numerus)

    def __repr__(self) -> str:
        return f"[{self.context}] {self.source!r}"


def messages(path: Path) -> list[Message]:
    """The live messages of a .ts (vanished and obsolete ones left out)."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for element in context.iter("message"):
            message = Message(name, element)
            if message.type not in ("vanished", "obsolete"):
                out.append(message)
    return out


@pytest.fixture(scope="module")
def code_messages(tmp_path_factory) -> set[tuple]:
    """What lupdate finds in the code now (run into a fresh file, as update.sh runs it)."""
    lupdate = _packaging_tools().find_tool("lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    subprocess.run([lupdate, *sources(), "-ts", str(fresh), "-source-language", "en_US",
                    "-target-language", "fa_IR", "-locations", "none"],
                   cwd=ROOT, check=True, capture_output=True)
    return {m.key for m in messages(fresh)}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_ts_files_are_up_to_date_with_the_code(code_messages, language):
    ts = TS_DIR / f"nard_desktop_{language}.ts"
    have = {m.key for m in messages(ts)}
    missing = sorted(code_messages - have)
    stale = sorted(have - code_messages)
    assert not missing and not stale, (
        f"{ts.name} is out of date: run translations/update.sh.\n"
        f"not in the .ts: {missing[:10]}\nno longer in the code: {stale[:10]}")


def test_the_code_has_strings_to_translate(code_messages):
    # Guards the tests above and below against a lupdate that silently finds nothing.
    contexts = {key[0] for key in code_messages}
    assert {"Settings", "SettingsDialog", "RulesPage"} <= contexts


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_string_is_translated_and_finished(language):
    unfinished = [m for m in messages(TS_DIR / f"nard_desktop_{language}.ts")
                  if m.type is not None or not m.forms or not all(f.strip() for f in m.forms)]
    assert unfinished == [], f"{len(unfinished)} unfinished in {language}: {unfinished[:10]}"


def test_english_plurals_have_both_forms():
    for m in messages(TS_DIR / "nard_desktop_en.ts"):
        if m.numerus:
            assert len(m.forms) == 2, m


def test_persian_translations_are_persian():
    # A translation may drop the words ("a %1 (%2)" -> "%1 (%2)") or keep a key name
    # (Enter, Ctrl+Z) beside Persian words, but never be left in English.
    for m in messages(TS_DIR / "nard_desktop_fa.ts"):
        for form in m.forms:
            text = PLACEHOLDER.sub("", form)
            if LATIN_LETTER.search(text):
                assert PERSIAN_LETTER.search(text), f"{m}: not translated into Persian: {form!r}"


def test_persian_paragraphs_run_right_to_left():
    # Qt takes a paragraph's direction from its first strong letter, so a Persian line
    # that opens with a key name ("Shift+click ...") would run left to right. Such a
    # line starts with a right-to-left mark (U+200F).
    for m in messages(TS_DIR / "nard_desktop_fa.ts"):
        for form in m.forms:
            for line in form.split("\n"):
                latin, persian = LATIN_LETTER.search(line), PERSIAN_LETTER.search(line)
                if latin and persian and latin.start() < persian.start():
                    assert line.startswith("\u200f"), f"{m}: paragraph runs left to right: {line!r}"


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_translations_keep_the_placeholders(language):
    for m in messages(TS_DIR / f"nard_desktop_{language}.ts"):
        wanted = sorted(set(PLACEHOLDER.findall(m.source)))
        for form in filter(None, m.forms):  # empty ones are reported as unfinished
            assert sorted(set(PLACEHOLDER.findall(form))) == wanted, f"{m}: {form!r}"


def test_numbers_come_from_the_locale_not_the_translation():
    # Persian digits are QLocale's job (%1 filled with QLocale().toString, %Ln); a digit
    # typed into a translation would not follow the language.
    for m in messages(TS_DIR / "nard_desktop_fa.ts"):
        allowed = set(DIGIT.findall(PLACEHOLDER.sub("", m.source)))
        for form in m.forms:
            extra = set(DIGIT.findall(PLACEHOLDER.sub("", form))) - allowed
            assert not extra, f"{m}: digits {extra} in {form!r}"


def test_plural_texts_use_the_locales_digits():
    for m in messages(TS_DIR / "nard_desktop_fa.ts"):
        if m.numerus:
            assert "%Ln" in m.source, f"{m}: use %Ln (locale digits), not %n"


# ------------------------------------------------------------------ the .qm files
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_catalogues_build_and_load(language, tmp_path, qapp):
    from PySide6.QtCore import QTranslator

    tools = _packaging_tools()
    lrelease = tools.find_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    built = tools.compile_translations(TS_DIR, tmp_path)
    qm = tmp_path / f"nard_desktop_{language}.qm"
    assert qm in built
    translator = QTranslator()
    assert translator.load(str(qm)) and not translator.isEmpty()
    assert translator.language().startswith(language)
    expected = {"fa": "تنظیمات", "en": "Settings"}[language]
    assert translator.translate("SettingsDialog", "Settings") == expected


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_program_finds_and_loads_its_catalogue(language, qapp):
    """The .qm where the program looks for it (a checkout: built by the test session)."""
    from PySide6.QtCore import QTranslator

    from nard_desktop.app.i18n import catalogue_path
    path = catalogue_path(language)
    assert path.is_file(), f"{path} missing: run translations/update.sh --release"
    assert path.stat().st_mtime >= (TS_DIR / f"nard_desktop_{language}.ts").stat().st_mtime, \
        f"{path.name} is older than its .ts: run translations/update.sh --release"
    translator = QTranslator()
    assert translator.load(str(path)) and not translator.isEmpty()


def test_qts_own_persian_catalogue_is_there(qapp):
    from PySide6.QtCore import QTranslator

    from nard_desktop.resources import qt_translations_dir
    translator = QTranslator()
    assert translator.load(str(qt_translations_dir() / "qtbase_fa.qm"))


# ------------------------------------------------------------------ strings lupdate cannot see
def _translation_calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in ("tr", "translate"):
                yield node, name


def _text_argument(call: ast.Call, name: str) -> ast.AST | None:
    index = 0 if name == "tr" else 1
    return call.args[index] if len(call.args) > index else None


@pytest.mark.parametrize("path", sources())
def test_every_translated_string_is_visible_to_lupdate(path):
    """A text built at run time, or a tr() inside an f-string, never reaches the .ts."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    marks_strings = "QT_TRANSLATE_NOOP" in (ROOT / path).read_text(encoding="utf-8")
    hidden = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            for call, _ in _translation_calls(node):
                hidden.append(f"line {call.lineno}: tr() inside an f-string")
    for call, name in _translation_calls(tree):
        if name == "translate" and call.args and not isinstance(call.args[0], ast.Constant):
            continue  # not Qt's translate(context, text)
        text = _text_argument(call, name)
        if text is None or (isinstance(text, ast.Constant) and isinstance(text.value, str)):
            continue
        if marks_strings and isinstance(text, ast.Name):
            continue  # strings marked with QT_TRANSLATE_NOOP and translated by lookup
        hidden.append(f"line {call.lineno}: the text is not a string literal")
    assert hidden == []
