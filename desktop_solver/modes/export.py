"""One exporter for every mode's rows: TXT (the words, one per line; a Balda move as its word,
letter and cell), CSV (a row per word, the mode's fields as columns) and JSON (`{"mode",
"count", "rows": [{field: value}]}`).

Rows and columns: CSV and TXT are read by people, so they count from 1 as the window labels
cells (and their header says so); JSON is read by programs and keeps the records' 0-based cells,
as the command line's `--json` does."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from enum import Enum
from pathlib import Path
from typing import Any

from desktop_solver.core.files import write_atomically


class ExportFormat(Enum):
    TXT = "txt"
    CSV = "csv"
    JSON = "json"

    @staticmethod
    def of(path: Path) -> ExportFormat:
        """The format a file name asks for; TXT for anything else."""
        suffix = path.suffix.lower().lstrip(".")
        return next((fmt for fmt in ExportFormat if fmt.value == suffix), ExportFormat.TXT)


# The fields that hold a row or column number, or a path of cells, and their CSV header (which
# says the count starts at 1).
CELL_FIELDS = {"row": "row (from 1)", "col": "col (from 1)", "path": "path (row:col from 1)"}


def _cell(name: str, value: Any) -> Any:
    """A value in one CSV cell: a row or column counted from 1, a path as 1-based row:col
    steps, other lists space separated."""
    if name in ("row", "col") and isinstance(value, int):
        return value + 1
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(step, (list, tuple)) and len(step) == 2 for step in value):
            return " ".join(f"{row + 1}:{col + 1}" for row, col in value)
        return " ".join(str(item) for item in value)
    if isinstance(value, float):
        return f"{value:.2f}"
    return "" if value is None else value


def export_text(mode: str, fields: Sequence[str], records: Sequence[Mapping[str, Any]],
                fmt: ExportFormat) -> str:
    if fmt is ExportFormat.CSV:
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow([CELL_FIELDS.get(name, name) for name in fields])
        for record in records:
            writer.writerow([_cell(name, record.get(name)) for name in fields])
        return buffer.getvalue()
    if fmt is ExportFormat.JSON:
        rows = [{name: record.get(name) for name in fields} for record in records]
        return json.dumps({"mode": mode, "count": len(rows), "rows": rows}, ensure_ascii=False,
                          indent=1) + "\n"
    if "letter" in fields and "row" in fields:
        # Balda's moves: one word may be made by several moves, told apart by letter and cell.
        return "# word, new letter, its cell (row:col from 1)\n" + "".join(
            f"{record['word']} {record['letter'].upper()} {record['row'] + 1}:{record['col'] + 1}\n"
            for record in records)
    return "".join(f"{record['word']}\n" for record in records)


def write_export(path: Path, mode: str, fields: Sequence[str],
                 records: Sequence[Mapping[str, Any]], fmt: ExportFormat | None = None) -> None:
    """Write the rows in the format given (or the one the file name asks for); OSError when the
    file cannot be written."""
    text = export_text(mode, fields, records, fmt or ExportFormat.of(path))
    write_atomically(path, text.encode("utf-8"))
