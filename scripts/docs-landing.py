#!/usr/bin/env python3
"""Gives the archive `docc merge` made of the products one landing page of our own.

Usage: docs-landing.py ARCHIVE LANDING.md

The merge synthesizes a landing page (data/documentation.json) that lists the products and says
nothing else. This writes LANDING.md's title, abstract and overview into it (``Module`` becomes a
link to the product, `code` code voice), and gives each product a topic section: its own page,
then every article of it, so that a new article is on the landing page without an edit here.
It also makes the site's root (index.html, at the hosting base) show the landing page.
"""
import json
import re
import sys
from pathlib import Path


def inline(text, modules):
    """Render-node inline content for one paragraph of LANDING.md."""
    content = []
    for part in re.split(r"(``[^`]+``|`[^`]+`)", text):
        if not part:
            continue
        if part.startswith("``"):
            name = part[2:-2]
            if name not in modules:
                sys.exit(f"docs-landing: ``{name}`` is not one of the products ({', '.join(modules)})")
            content.append({"type": "reference", "identifier": modules[name], "isActive": True})
        elif part.startswith("`"):
            content.append({"type": "codeVoice", "code": part[1:-1]})
        else:
            content.append({"type": "text", "text": part})
    return content


def blocks(lines):
    """LANDING.md after its title, as ('heading', text) and ('paragraph', text) in order."""
    found, current = [], []
    for line in lines + [""]:
        if line.strip() and not line.startswith("## "):
            current.append(line.strip())
            continue
        if current:
            found.append(("paragraph", " ".join(current)))
            current = []
        if line.startswith("## "):
            found.append(("heading", line[3:].strip()))
    return found


def main(archive, landing_path):
    archive = Path(archive)
    landing_file = archive / "data" / "documentation.json"
    landing = json.loads(landing_file.read_text())
    lines = Path(landing_path).read_text().splitlines()
    if not lines or not lines[0].startswith("# "):
        sys.exit(f"docs-landing: {landing_path} must start with '# Title'")
    title = lines[0][2:].strip()

    # The products, in the order the merge lists them, by name.
    roots = [identifier for section in landing["topicSections"] for identifier in section["identifiers"]]
    modules = {landing["references"][root]["title"]: root for root in roots}

    parsed = blocks(lines[1:])
    if not parsed or parsed[0][0] != "paragraph":
        sys.exit(f"docs-landing: {landing_path} needs an abstract, a paragraph after the title")
    abstract, body = parsed[0][1], parsed[1:]

    content = []
    for kind, text in body:
        if kind == "heading":
            content.append({"type": "heading", "level": 2, "text": text, "anchor": text.replace(" ", "-")})
        else:
            content.append({"type": "paragraph", "inlineContent": inline(text, modules)})

    sections = []
    # From the engine up, the order a reader meets them in.
    for name in sorted(modules, key=lambda name: (["Motion", "Cassowary", "ViewKit", "SDLHost"] + [name]).index(name)):
        root = modules[name]
        page = json.loads((archive / "data" / "documentation" / f"{name.lower()}.json").read_text())
        articles = [
            identifier
            for section in page.get("topicSections", [])
            for identifier in section["identifiers"]
            if page["references"].get(identifier, {}).get("role") == "article"
        ]
        for identifier in articles:
            landing["references"][identifier] = page["references"][identifier]
        sections.append({"title": name, "anchor": name, "identifiers": [root] + articles})

    landing["metadata"]["title"] = title
    landing["abstract"] = inline(abstract, modules)
    landing["primaryContentSections"] = [{"kind": "content", "content": content}]
    landing["topicSections"] = sections
    landing["topicSectionsStyle"] = "list"
    landing_file.write_text(json.dumps(landing))

    # The site's root is the same single-page app; at its own address it would find no page.
    # Before the app starts, the address becomes the landing page's, without a reload.
    index = archive / "index.html"
    html = index.read_text()
    marker = '<script>var baseUrl = "/"</script>'
    if marker not in html:
        sys.exit("docs-landing: index.html does not set baseUrl as expected; DocC's template changed")
    forward = (
        "<script>if (location.pathname.replace(/index\\.html$/, '') === baseUrl)"
        " history.replaceState(null, '', baseUrl + 'documentation/')</script>"
    )
    index.write_text(html.replace(marker, marker + forward, 1))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    main(sys.argv[1], sys.argv[2])
