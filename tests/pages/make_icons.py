"""Draws the app icon (static/treasury/icon.svg and icon-192.png, icon-512.png) without any
imaging library: a gold coin with a "T", rasterised with 4x4 supersampling and written as PNG
with zlib and struct. Run `python tests/pages/make_icons.py` after changing the design."""

import struct
import zlib
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "static" / "treasury"

BACKGROUND = (23, 21, 15)
RIM = (168, 116, 0)
FACE = (224, 168, 46)
MARK = (23, 21, 15)

# The design on a 0..1 square: shapes drawn in order, the last one that covers a point wins.
SHAPES = [
    ("rect", BACKGROUND, (0.0, 0.0, 1.0, 1.0)),
    ("circle", RIM, (0.5, 0.5, 0.42)),
    ("circle", FACE, (0.5, 0.5, 0.35)),
    ("rect", MARK, (0.30, 0.30, 0.70, 0.40)),  # the bar of the T
    ("rect", MARK, (0.45, 0.30, 0.55, 0.72)),  # its stem
]

SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="Treasury">
  <rect width="100" height="100" rx="18" fill="#17150f"/>
  <circle cx="50" cy="50" r="42" fill="#a87400"/>
  <circle cx="50" cy="50" r="35" fill="#e0a82e"/>
  <path d="M30 30h40v10H55v32H45V40H30z" fill="#17150f"/>
</svg>
"""


def color_at(x: float, y: float) -> tuple[int, int, int]:
    found = BACKGROUND
    for shape, color, geometry in SHAPES:
        if shape == "rect":
            left, top, right, bottom = geometry
            if left <= x < right and top <= y < bottom:
                found = color
        else:
            cx, cy, radius = geometry
            if (x - cx) ** 2 + (y - cy) ** 2 <= radius**2:
                found = color
    return found


def raster(size: int, samples: int = 4) -> bytes:
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter type 0 for each scanline
        for px in range(size):
            total = [0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    color = color_at((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size)
                    for channel in range(3):
                        total[channel] += color[channel]
            row += bytes(round(value / samples**2) for value in total)
        rows.append(bytes(row))
    return b"".join(rows)


def png(size: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raster(size), 9))
        + chunk(b"IEND", b"")
    )


def main() -> None:
    STATIC.mkdir(parents=True, exist_ok=True)
    (STATIC / "icon.svg").write_text(SVG, encoding="utf-8")
    for size in (192, 512):
        (STATIC / f"icon-{size}.png").write_bytes(png(size))


if __name__ == "__main__":
    main()
