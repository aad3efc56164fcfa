"""Board themes: the colours and the drawn textures of the board, as data.

A theme never changes where anything is or how it behaves: the items read their
colours (and whether to draw wood grain or inlaid borders) from the theme they
are handed, and the geometry, hit areas, highlights and animations stay the
same under every theme.

* ``persian``: a traditional Persian board: walnut with its grain, borders inlaid
  in the manner of khatam marquetry (small triangles of bone, ebony and brass),
  ivory and ebony checkers.
* ``classic``: the clean flat board of walnut and linen.
* ``high_contrast``: black, white and a few strong colours for players with low
  vision; every pair of colours that meet on the board passes the WCAG 2.1 AA
  contrast ratios (3:1 for shapes, 4.5:1 for text), which a test computes.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPen, QPixmap, QPolygonF, Qt, QTransform

__all__ = ["CheckerColours", "BoardTheme", "THEMES", "THEME_NAMES", "DEFAULT_THEME", "theme_named",
           "contrast_ratio", "relative_luminance", "WoodPainter"]


@dataclass(frozen=True)
class CheckerColours:
    """One side's checkers (and dice): the face, its rim, the outline, the ink of
    numbers and pips, and an inlaid ring (None: a ring in the outline's colour)."""

    face: str
    rim: str
    edge: str
    ink: str
    ring: str | None = None
    edge_width: float = 1.4


@dataclass(frozen=True)
class BoardTheme:
    """Everything a board item needs to know to draw itself in this theme.

    Colours are ``#rrggbb`` text; :meth:`c` gives them as QColor.
    """

    name: str
    background: str  # around the board, inside the view
    frame: str
    frame_edge: str
    field: str
    point_a: str  # the even points
    point_b: str  # the odd points
    point_edge: str | None  # an outline round each triangle (None: none)
    bar: str
    tray: str
    tray_edge: str
    groove: str  # the cube's place
    number: str  # the point numbers, the pip counts and the tray counts, on the frame
    # A legal destination, filled opaque so that it keeps one colour over light and
    # dark points alike (a translucent fill took on the colour of the point beneath).
    highlight: str
    highlight_edge: str
    movable: str  # the ring round a checker that may move
    cursor: str  # the keyboard cursor
    checkers: dict[str, CheckerColours] = field(default_factory=dict)  # "light", "dark"
    cube_face: str = "#fffdf6"
    cube_rim: str = "#d8d0bf"
    cube_edge: str = "#3d3328"
    cube_ink: str = "#1f1a14"
    notice_back: str = "#14100c"
    notice_text: str = "#fff4d6"
    notice_edge: str | None = None  # an outline round the notice (where its back is the field's colour)
    # Draw wood grain on the frame, field and bar, and khatam inlay bands.
    wood: bool = False
    khatam: bool = False
    inlay_light: str = "#efe4c8"  # bone
    inlay_dark: str = "#1c110b"  # ebony
    inlay_metal: str = "#c9a44c"  # brass
    # A field edge drawn as a line this wide (0: none).
    field_line: float = 1.5
    # A dark line between the movable ring (or the keyboard cursor) and the
    # checker, so that the ring stands out from white and black outlines alike.
    mark_separator: str | None = None
    used_die_opacity: float = 0.35
    # Review arrows (nard_desktop.ui.board.arrows): the best play, the play
    # made, and the dark outline that keeps both visible on any point colour.
    arrow_best: str = "#2ecc71"
    arrow_played: str = "#ff7043"
    arrow_edge: str = "#10140f"

    def c(self, name: str) -> QColor:
        return QColor(getattr(self, name))

    def checker(self, colour: str) -> CheckerColours:
        return self.checkers[colour]

    def __hash__(self) -> int:  # the dict field would make the generated hash fail
        return hash(self.name)


CLASSIC = BoardTheme(
    name="classic",
    background="#2a211b",
    frame="#4b2e1b", frame_edge="#2e1b0f",
    field="#e9dcc0",
    point_a="#9c3b25", point_b="#2f4858", point_edge=None,
    bar="#5a3820", tray="#3a2416", tray_edge="#231409", groove="#3e2616",
    number="#e8d8b8",
    highlight="#ffd34d", highlight_edge="#b58f00",
    movable="#ffc828", cursor="#1e88ff",
    checkers={
        "light": CheckerColours("#fbf7ee", "#d9cfbd", "#8c7f6a", "#2b2521"),
        "dark": CheckerColours("#4a423c", "#221d19", "#0d0b09", "#f4ead8"),
    },
)

PERSIAN = BoardTheme(
    name="persian",
    background="#1f1510",
    frame="#5a3419", frame_edge="#2a160a",
    field="#d9b37c",
    point_a="#7c2318", point_b="#2a1a12", point_edge=None,
    bar="#4e2c14", tray="#2e1a0d", tray_edge="#c9a44c", groove="#3a200e",
    number="#f1dfb4",
    highlight="#3cc2b0", highlight_edge="#0b5e55",
    movable="#ffd24a", cursor="#36c2ff",
    checkers={
        "light": CheckerColours("#f6eedb", "#d8c7a0", "#8a7450", "#3a2a1a", ring="#b08d57"),
        "dark": CheckerColours("#3a2a22", "#150d09", "#070403", "#f3e6c8", ring="#c9a44c"),
    },
    cube_face="#f6eedb", cube_rim="#d2c09a", cube_edge="#5b4121", cube_ink="#2a1a0e",
    notice_back="#2a160a", notice_text="#f8ead0",
    wood=True, khatam=True,
)

HIGH_CONTRAST = BoardTheme(
    name="high_contrast",
    background="#000000",
    frame="#000000", frame_edge="#ffffff",
    field="#000000",
    point_a="#2f6fdf", point_b="#b0309a", point_edge=None,
    bar="#1a1a1a", tray="#000000", tray_edge="#ffffff", groove="#1a1a1a",
    number="#ffffff",
    highlight="#ffe600", highlight_edge="#ffe600",
    movable="#00ffd0", cursor="#00e5ff",
    checkers={
        "light": CheckerColours("#ffffff", "#ffffff", "#000000", "#000000", edge_width=3.0),
        "dark": CheckerColours("#000000", "#000000", "#ffffff", "#ffffff", edge_width=3.0),
    },
    cube_face="#ffffff", cube_rim="#ffffff", cube_edge="#ffffff", cube_ink="#000000",
    notice_back="#000000", notice_text="#ffffff", notice_edge="#ffffff",
    field_line=2.5, used_die_opacity=0.55, mark_separator="#000000",
    arrow_best="#00ff66", arrow_played="#ff9900", arrow_edge="#000000",
)

THEMES: dict[str, BoardTheme] = {t.name: t for t in (PERSIAN, CLASSIC, HIGH_CONTRAST)}
THEME_NAMES = tuple(THEMES)
DEFAULT_THEME = "persian"
# Their names for the player: nard_desktop.app.settings.choice_label("display/board_theme", name).

def theme_named(name: str) -> BoardTheme:
    """The theme called ``name`` (the default theme for a name it does not know)."""
    return THEMES.get(name, THEMES[DEFAULT_THEME])


# ------------------------------------------------------------------ contrast
def relative_luminance(colour: QColor | str) -> float:
    """WCAG 2.1 relative luminance of an sRGB colour (0 black … 1 white)."""
    c = QColor(colour)

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast_ratio(a: QColor | str, b: QColor | str) -> float:
    """WCAG 2.1 contrast ratio of two colours, from 1 to 21."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


# ------------------------------------------------------------- wood drawing
class WoodPainter:
    """Wood grain and khatam inlay bands, drawn by code.

    The grain is a gradient of many random stops across the grain (cheap to fill
    at any size) and a few wavy figure lines; the khatam bands are one period of
    the pattern drawn at the screen's own resolution and laid along each band as
    a texture, so they stay crisp at every scale without a thousand small
    triangles to fill on every repaint."""

    BAND = 8.0  # the outer band's width, scene units
    STRIP = 5.0  # the bar's bands
    STEP = 1.3  # a triangle's base, in band widths

    def __init__(self) -> None:
        self._cache: dict[tuple, tuple] = {}
        self._tiles: dict[tuple, QImage] = {}

    # ------------------------------------------------------------ grain
    @staticmethod
    def wood_gradient(rect: QRectF, base: QColor, horizontal: bool, seed: int) -> QLinearGradient:
        """Bands of lighter and darker wood across the grain: broad ones, and fine
        stripes over them (``horizontal``: the grain runs left to right)."""
        rng = random.Random(seed)
        if horizontal:
            grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            across = rect.height()
        else:
            grad = QLinearGradient(rect.topLeft(), rect.topRight())
            across = rect.width()
        stops = max(8, min(90, int(across / 4.5)))
        broad_phase = rng.uniform(0, math.tau)
        broad_waves = rng.uniform(2.0, 4.0)
        for i in range(stops + 1):
            t = i / stops
            broad = math.sin(broad_phase + broad_waves * math.tau * t)
            fine = rng.uniform(-1, 1)
            tone = 100 + 7 * broad + 6 * fine
            shade = base.lighter(int(tone)) if tone >= 100 else base.darker(int(200 - tone))
            grad.setColorAt(t, shade)
        return grad

    @staticmethod
    def _figure(rect: QRectF, horizontal: bool, seed: int, count: int) -> list[QPolygonF]:
        """A few long, gently waving figure lines along the grain."""
        rng = random.Random(seed)
        length = rect.width() if horizontal else rect.height()
        across = rect.height() if horizontal else rect.width()
        lines = []
        for i in range(count):
            base = (i + 0.5 + rng.uniform(-0.35, 0.35)) * across / count
            amp = rng.uniform(0.8, 2.6)
            waves = rng.uniform(0.8, 2.4)
            phase = rng.uniform(0, math.tau)
            pts = []
            steps = 24
            for s in range(steps + 1):
                t = s / steps
                a = t * length
                b = base + amp * math.sin(phase + waves * math.tau * t)
                pts.append(QPointF(rect.x() + a, rect.y() + b) if horizontal else QPointF(rect.x() + b, rect.y() + a))
            lines.append(QPolygonF(pts))
        return lines

    @staticmethod
    def paint_figure(painter: QPainter, lines: list[QPolygonF], base: QColor) -> None:
        # Hairlines one device pixel wide: wide strokes along long curves cost
        # hundreds of milliseconds in software rendering.
        colour = base.darker(145)
        colour.setAlpha(110)
        pen = QPen(colour, 0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        for line in lines:
            painter.drawPolyline(line)

    # ----------------------------------------------------------- khatam
    def _tile(self, theme, size: float, scale: float, horizontal: bool) -> tuple[QImage, float, float]:
        """One period of a band: a bone triangle on ebony with a brass dot, the
        brass edges, drawn at ``scale`` device pixels per scene unit."""
        step = size * self.STEP
        key = (theme.name, size, round(scale, 3), horizontal)
        got = self._tiles.get(key)
        if got is None:
            if len(self._tiles) > 32:
                self._tiles.clear()
            w = max(1, round(step * scale))
            h = max(1, round(size * scale))
            img = QImage(w if horizontal else h, h if horizontal else w, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(QColor(theme.inlay_dark))
            p = QPainter(img)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            if not horizontal:
                p.translate(h, 0)
                p.rotate(90)
            p.scale(w / step, h / size)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(theme.inlay_light))
            edge = size * 0.16
            p.drawPolygon(QPolygonF([QPointF(0, edge), QPointF(step, edge), QPointF(step / 2, size - edge)]))
            p.setBrush(QColor(theme.inlay_metal))
            p.drawEllipse(QPointF(step / 2, size * 0.42), size * 0.12, size * 0.12)
            p.fillRect(QRectF(0, 0, step, edge * 0.8), QColor(theme.inlay_metal))
            p.fillRect(QRectF(0, size - edge * 0.8, step, edge * 0.8), QColor(theme.inlay_metal))
            p.end()
            got = img
            self._tiles[key] = got
        return got, step, size

    def paint_band(self, painter: QPainter, theme, rect: QRectF, scale: float) -> None:
        """Lay a khatam band along ``rect`` (along its longer side)."""
        horizontal = rect.width() >= rect.height()
        size = rect.height() if horizontal else rect.width()
        img, step, size = self._tile(theme, size, scale, horizontal)
        t = painter.worldTransform()
        if not (t.m12() or t.m21()) and t.m11() > 0 and t.m22() > 0:
            # Tiles copied in device pixels: a texture brush under a scaling
            # transform is sampled pixel by pixel, several times slower.
            device = painter.device()
            dpr = device.devicePixelRatioF() if device is not None else 1.0
            key = ("pixmap", theme.name, size, round(scale, 3), horizontal)
            pixmap = self._tiles.get(key)
            if pixmap is None:
                pixmap = QPixmap.fromImage(img)
                pixmap.setDevicePixelRatio(dpr)
                self._tiles[key] = pixmap
            target = t.mapRect(rect)
            painter.save()
            painter.resetTransform()
            painter.drawTiledPixmap(target, pixmap, QPointF(0, 0))
            painter.restore()
            return
        brush = QBrush(img)
        sx = (step if horizontal else size) / img.width()
        sy = (size if horizontal else step) / img.height()
        t = QTransform()
        t.translate(rect.x(), rect.y())
        t.scale(sx, sy)
        brush.setTransform(t)
        painter.fillRect(rect, brush)

    def paint_khatam(self, painter: QPainter, theme, g, scale: float) -> None:
        """The bands round the frame, beside the field and down the bar, and an
        eight-pointed star in each corner."""
        bands, corners = self.layout(g)
        for rect in bands:
            self.paint_band(painter, theme, rect, scale)
        painter.setPen(Qt.PenStyle.NoPen)
        for sq, star in corners:
            painter.fillRect(sq, QColor(theme.inlay_dark))
            painter.setBrush(QColor(theme.inlay_light))
            painter.drawPolygon(star)
            painter.setBrush(QColor(theme.inlay_metal))
            painter.drawEllipse(sq.center(), sq.width() * 0.12, sq.width() * 0.12)

    def layout(self, g) -> tuple[list[QRectF], list[tuple[QRectF, QPolygonF]]]:
        key = ("layout", g.home_on_right, g.width, g.height)
        got = self._cache.get(key)
        if got is not None:
            return got
        size = self.BAND
        outer = g.scene_rect.adjusted(2, 2, -2, -2)
        w, h = outer.width() - 2 * size, outer.height() - 2 * size
        # Along the outer edge of the frame (clear of the point numbers), down
        # both sides of the bar (clear of the checkers waiting there) and in the
        # strips between the side columns and the field.
        bands = [QRectF(outer.x() + size, outer.y(), w, size),
                 QRectF(outer.x() + size, outer.bottom() - size, w, size),
                 QRectF(outer.x(), outer.y() + size, size, h),
                 QRectF(outer.right() - size, outer.y() + size, size, h)]
        bar = g.bar_rect()
        bands += [QRectF(bar.x() + 0.5, bar.y(), self.STRIP, bar.height()),
                  QRectF(bar.right() - self.STRIP - 0.5, bar.y(), self.STRIP, bar.height())]
        for right in (False, True):
            f = g.field_rect(right)
            outer_side = f.left() - 10 if (right != g.home_on_right) else f.right() + 2
            bands.append(QRectF(outer_side, f.y(), 8.0, f.height()))
        corners = []
        for cx, cy in ((outer.x(), outer.y()), (outer.right() - size, outer.y()),
                       (outer.x(), outer.bottom() - size), (outer.right() - size, outer.bottom() - size)):
            sq = QRectF(cx, cy, size, size)
            c = sq.center()
            star = []
            for k in range(16):
                r = size * (0.5 if k % 2 == 0 else 0.24)
                ang = k * math.pi / 8
                star.append(QPointF(c.x() + r * math.cos(ang), c.y() + r * math.sin(ang)))
            corners.append((sq, QPolygonF(star)))
        got = (bands, corners)
        self._cache[key] = got
        return got

    def figures(self, g) -> tuple:
        key = ("figure", g.home_on_right, g.width, g.height)
        got = self._cache.get(key)
        if got is None:
            outer = g.scene_rect
            got = (self._figure(QRectF(outer.x() + 10, outer.y() + 4, outer.width() - 20, outer.height() - 8),
                                True, 11, 18),
                   [self._figure(g.field_rect(right), True, 20 + right, 12) for right in (False, True)],
                   self._figure(g.bar_rect(), False, 31, 4))
            self._cache[key] = got
        return got
