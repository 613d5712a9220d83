"""A small log-log line chart as SVG text: enough for a bench's curve, no plotting library."""

from __future__ import annotations

import math
from html import escape

COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
WIDTH, HEIGHT = 640, 400
LEFT, RIGHT, TOP, BOTTOM = 70, 190, 40, 50


def _decades(lo: float, hi: float) -> list[float]:
    first, last = math.floor(math.log10(lo)), math.ceil(math.log10(hi))
    return [10.0**k for k in range(first, last + 1)]


def _label(value: float) -> str:
    if value >= 1_000_000:
        return f"{value / 1_000_000:g}M"
    if value >= 1_000:
        return f"{value / 1_000:g}k"
    return f"{value:g}"


def line_chart(
    series: dict[str, list[tuple[float, float]]], *, title: str, x_label: str = "events", y_label: str = "ms"
) -> str:
    """Each series as a line of points (x, y), both axes logarithmic (by decades)."""
    xs = [x for points in series.values() for x, _ in points]
    ys = [y for points in series.values() for _, y in points]
    x_ticks, y_ticks = _decades(min(xs), max(xs)), _decades(min(ys), max(ys))
    if len(x_ticks) < 2:
        x_ticks.append(x_ticks[0] * 10)
    if len(y_ticks) < 2:
        y_ticks.append(y_ticks[0] * 10)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    lx0, lx1 = math.log10(x_ticks[0]), math.log10(x_ticks[-1])
    ly0, ly1 = math.log10(y_ticks[0]), math.log10(y_ticks[-1])

    def px(x: float) -> float:
        return LEFT + (math.log10(x) - lx0) / (lx1 - lx0) * plot_w

    def py(y: float) -> float:
        return TOP + plot_h - (math.log10(y) - ly0) / (ly1 - ly0) * plot_h

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{WIDTH / 2:.0f}" y="22" text-anchor="middle" font-size="14">{escape(title)}</text>',
    ]
    for tick in x_ticks:
        x = px(tick)
        parts.append(f'<line x1="{x:.1f}" y1="{TOP}" x2="{x:.1f}" y2="{TOP + plot_h}" stroke="#ddd"/>')
        parts.append(f'<text x="{x:.1f}" y="{TOP + plot_h + 16}" text-anchor="middle">{_label(tick)}</text>')
    for tick in y_ticks:
        y = py(tick)
        parts.append(f'<line x1="{LEFT}" y1="{y:.1f}" x2="{LEFT + plot_w}" y2="{y:.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{_label(tick)}</text>')
    parts.append(
        f'<text x="{LEFT + plot_w / 2:.0f}" y="{HEIGHT - 12}" text-anchor="middle">{escape(x_label)}</text>'
    )
    parts.append(
        f'<text x="16" y="{TOP + plot_h / 2:.0f}" text-anchor="middle" '
        f'transform="rotate(-90 16 {TOP + plot_h / 2:.0f})">{escape(y_label)}</text>'
    )
    for n, (name, points) in enumerate(series.items()):
        colour = COLOURS[n % len(COLOURS)]
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in sorted(points))
        parts.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for x, y in points:
            parts.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{colour}"/>')
        key_y = TOP + 10 + n * 18
        parts.append(
            f'<line x1="{LEFT + plot_w + 14}" y1="{key_y}" x2="{LEFT + plot_w + 34}" y2="{key_y}" '
            f'stroke="{colour}" stroke-width="2"/>'
        )
        parts.append(f'<text x="{LEFT + plot_w + 40}" y="{key_y + 4}">{escape(name)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
