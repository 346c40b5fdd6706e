"""The saga's timeline as an SVG picture: both players' gold (lines) and victory points
(steps) across every step of the saga."""

from xml.sax.saxutils import escape

WIDTH, HEIGHT, PAD = 720, 320, 40
COLORS = ("#1f77b4", "#d62728")


def timeline_svg(points: list[dict], names: list[str]) -> str:
    """`points`: [{year, season, step, gold: [a, b], vp: [a, b]}, ...] in order."""
    inner_w, inner_h = WIDTH - 2 * PAD, HEIGHT - 2 * PAD
    top_gold = max([10] + [g for p in points for g in p["gold"]])
    count = max(len(points) - 1, 1)

    def x(i: int) -> float:
        return PAD + inner_w * i / count

    def y_gold(value: int) -> float:
        return PAD + inner_h * (1 - value / top_gold)

    def y_vp(value: int) -> float:
        return PAD + inner_h * (1 - value / 4)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="Gold and victory points of both players across the saga">',
        '<rect width="100%" height="100%" fill="white"/>',
        f'<line x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" y2="{HEIGHT - PAD}" stroke="#888"/>',
        f'<text x="{PAD}" y="{PAD - 12}" font-size="12">gold (lines, 0-{top_gold}) and VP (dashed, 0-4)</text>',
    ]
    for year in sorted({p["year"] for p in points}):
        first = next(i for i, p in enumerate(points) if p["year"] == year)
        parts.append(f'<text x="{x(first):.1f}" y="{HEIGHT - PAD + 16}" font-size="11">year {year}</text>')
    for seat, name in enumerate(names):
        color = COLORS[seat % len(COLORS)]
        gold = " ".join(f"{x(i):.1f},{y_gold(p['gold'][seat]):.1f}" for i, p in enumerate(points))
        vp = " ".join(f"{x(i):.1f},{y_vp(p['vp'][seat]):.1f}" for i, p in enumerate(points))
        parts.append(f'<polyline fill="none" stroke="{color}" stroke-width="2" points="{gold}"/>')
        parts.append(f'<polyline fill="none" stroke="{color}" stroke-dasharray="4 3" points="{vp}"/>')
        last = points[-1] if points else {"gold": [0, 0], "vp": [0, 0]}
        parts.append(
            f'<text x="{WIDTH - PAD - 200}" y="{PAD + 14 * (seat + 1)}" font-size="12" fill="{color}">'
            f"{escape(name)}: {last['gold'][seat]} gold, {last['vp'][seat]} VP</text>"
        )
    parts.append("</svg>")
    return "".join(parts)
