#!/usr/bin/env python3
"""Prints the public API of a module, one declaration a line, sorted, from its symbol graphs
(`swift package dump-symbol-graph --minimum-access-level public`): kind, path, declaration.
`package` declarations are not in it; swift-api-digester counts them as API, this does not."""
import glob
import json
import os
import sys

graphs, module = sys.argv[1], sys.argv[2]
lines = set()
for path in [os.path.join(graphs, f"{module}.symbols.json")] + glob.glob(os.path.join(graphs, f"{module}@*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol["accessLevel"] not in ("public", "open"):
            continue
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        lines.add(f'{symbol["kind"]["identifier"].removeprefix("swift.")} {".".join(symbol["pathComponents"])}: {" ".join(declaration.split())}')
print("\n".join(sorted(lines)))
