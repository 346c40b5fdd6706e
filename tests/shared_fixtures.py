"""Where the shared real inputs are (../shared/fixtures/, see its SOURCES.md): the first
`shared/fixtures` folder above this checkout, so that a git worktree under another folder finds
them as the main checkout does. Tests read them in place and skip when they are absent."""

from pathlib import Path

_ABOVE = [parent / "shared" / "fixtures" for parent in Path(__file__).resolve().parents]
FIXTURES = next((path for path in _ABOVE if path.is_dir()), _ABOVE[1])
