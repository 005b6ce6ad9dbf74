from hexrealms.games.hyperborea import content_doc


def test_content_md_matches_the_data() -> None:
    """CONTENT.md is generated; regenerate it with
    `python -m hexrealms.games.hyperborea.content_doc` after changing data/*.json."""
    assert content_doc.PATH.read_text(encoding="utf-8") == content_doc.render()


def test_content_md_draws_every_layout() -> None:
    text = content_doc.render()
    for n in range(2, 7):
        assert f"### {n} players" in text
        assert f"[{n}]" in text
